import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { refuse } from '../../lib/refusal.ts';
import type { DocumentModel, Section } from './document-model.ts';

/**
 * Prints a document model as PDF (pdfkit, with the Noto Sans CJK font embedded as a subset, so
 * Japanese and Chinese print as themselves) or as CSV (UTF-8 with a byte-order mark, so that a
 * spreadsheet opens the CJK text right).
 */

/** Debian's fonts-noto-cjk; CI installs it (.ci/run). Another path: KABUTO_CJK_FONT. */
export const CJK_FONT_PATH =
  process.env.KABUTO_CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** The face of the collection for each language: Japanese or Simplified Chinese glyph forms. */
const FACE: Readonly<Record<Language, string>> = {
  jp: 'NotoSansCJKjp-Regular',
  cn: 'NotoSansCJKsc-Regular',
  us: 'NotoSansCJKjp-Regular',
};

let fontBytes: Buffer | undefined;

/** The font, read once. Missing, no document is made: a PDF without it would print empty boxes. */
function cjkFont(): Buffer {
  if (fontBytes) return fontBytes;
  if (!fs.existsSync(CJK_FONT_PATH)) {
    console.error(
      `documents: the CJK font ${CJK_FONT_PATH} is missing (install fonts-noto-cjk or set KABUTO_CJK_FONT)`,
    );
    refuse('document_font_missing');
  }
  fontBytes = fs.readFileSync(CJK_FONT_PATH);
  return fontBytes;
}

const MARGIN = 40;
const A4 = { width: 595.28, height: 841.89 };

type Doc = InstanceType<typeof PDFDocument>;

function cellText(section: Section, column: number, value: string): string {
  return section.figures.includes(column) && /^-?\d+\.\d+$/.test(value)
    ? displayMoney(value)
    : value;
}

function drawRow(doc: Doc, section: Section, cells: string[], bold: boolean): void {
  const usable = A4.width - 2 * MARGIN;
  const total = section.widths.reduce((a, b) => a + b, 0);
  const widths = section.widths.map((w) => (w / total) * usable);
  doc.fontSize(8);
  const height =
    Math.max(
      ...cells.map((c, i) =>
        doc.heightOfString(cellText(section, i, c), { width: widths[i]! - 4 }),
      ),
    ) + 4;
  if (doc.y + height > A4.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((c, i) => {
    doc.fillColor(bold ? '#555555' : '#000000').text(cellText(section, i, c), x + 2, top + 2, {
      width: widths[i]! - 4,
      align: section.figures.includes(i) ? 'right' : 'left',
    });
    x += widths[i]!;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(A4.width - MARGIN, top + height)
    .strokeColor('#dddddd')
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

function drawSection(doc: Doc, section: Section): void {
  if (doc.y + 60 > A4.height - MARGIN) doc.addPage();
  doc.moveDown(0.8).fontSize(11).fillColor('#000000').text(section.heading, MARGIN);
  doc.moveDown(0.3);
  drawRow(doc, section, section.columns, true);
  if (section.rows.length === 0) {
    doc
      .fontSize(8)
      .fillColor('#777777')
      .text(section.empty, MARGIN + 2, doc.y + 3);
    return;
  }
  for (const row of section.rows) drawRow(doc, section, row, false);
}

export function renderPdf(model: DocumentModel, language: Language): Promise<Buffer> {
  const font = cjkFont();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: model.title, Producer: 'Kabuto', Creator: 'Kabuto' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font, FACE[language]);
  doc.font('cjk').fontSize(16).text(model.title);
  doc.moveDown(0.5).fontSize(9);
  for (const [label, value] of model.meta) doc.text(label ? `${label}: ${value}` : value);
  for (const section of model.sections) drawSection(doc, section);
  doc.end();
  return done;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function renderCsv(model: DocumentModel): Buffer {
  const lines: string[][] = [[model.title]];
  for (const [label, value] of model.meta) lines.push([label, value]);
  for (const section of model.sections) {
    lines.push([], [section.heading], section.columns, ...section.rows);
  }
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return Buffer.from(`\ufeff${text}\r\n`, 'utf8');
}
