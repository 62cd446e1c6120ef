import { inflateSync } from 'node:zlib';

/**
 * Reads back what a PDF made by pdfkit says, without a PDF library: its streams are inflated,
 * the embedded font's ToUnicode map read, and every hex string shown with TJ decoded through it
 * (pdfkit writes glyph ids, two bytes each). Also the page count and the embedded fonts' names.
 */
export interface PdfFacts {
  header: string;
  pages: number;
  fonts: string[];
  text: string;
}

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const dict = raw.slice(Math.max(0, m.index - 300), m.index);
    const bytes = pdf.subarray(start, end);
    try {
      out.push(
        dict.includes('/FlateDecode')
          ? inflateSync(bytes).toString('latin1')
          : bytes.toString('latin1'),
      );
    } catch {
      // A font program or an image: not text.
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out;
}

function unicodeMap(cmaps: string[]): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) =>
    String.fromCodePoint(
      ...(h.replace(/\s/g, '').match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)),
    );
  for (const cmap of cmaps) {
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, gid, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set(parseInt(gid!, 16), hex(uni!));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, rest] of block[1]!.matchAll(
        /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
      )) {
        const from = parseInt(lo!, 16);
        const to = parseInt(hi!, 16);
        const list = [...rest!.matchAll(/<([0-9a-fA-F ]+)>/g)].map((x) => x[1]!);
        for (let g = from; g <= to; g += 1) {
          if (rest!.startsWith('[')) map.set(g, hex(list[g - from] ?? ''));
          else map.set(g, String.fromCodePoint(parseInt(list[0]!, 16) + (g - from)));
        }
      }
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfFacts {
  const raw = pdf.toString('latin1');
  const all = streams(pdf);
  const map = unicodeMap(all.filter((s) => s.includes('begincmap')));
  const lines: string[] = [];
  for (const content of all.filter((s) => /\bTJ\b/.test(s))) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      let line = '';
      for (const [, h] of array!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (const g of h!.match(/.{4}/g) ?? []) line += map.get(parseInt(g, 16)) ?? '?';
      }
      lines.push(line);
    }
  }
  return {
    header: raw.slice(0, 8),
    pages: (raw.match(/\/Type \/Page\b/g) ?? []).length,
    fonts: [...new Set([...raw.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((x) => x[1]!))],
    text: lines.join('\n'),
  };
}
