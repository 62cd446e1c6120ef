/**
 * Links in index.html's head that fetch the start chunk's files (issue 18): the chunk the entry
 * imports once the splash is painted, with its static imports and its style sheet. The browser
 * finds them with the page and downloads them while it fetches and runs the small entry, instead
 * of one round trip later, when the entry asks; they are not run before the entry imports them,
 * so the splash still paints first. Every screen loads these files (the start screen, and the app
 * any other screen starts in).
 */
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type BuiltChunk = Rolldown.OutputChunk;

const isChunk = (output: Rolldown.OutputChunk | Rolldown.OutputAsset): output is BuiltChunk =>
  output.type === 'chunk';

/** `chunkName`: the start chunk's name (a group of vite.config.ts). */
export function startPreload(chunkName: string): Plugin {
  return {
    name: 'kabuto-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = new Map(
          Object.values(bundle ?? {})
            .filter(isChunk)
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const start = [...chunks.values()].find((chunk) => chunk.name === chunkName);
        if (!start) throw new Error(`start-preload: the build has no chunk named ${chunkName}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const queue = [start];
        while (queue.length) {
          const chunk = queue.pop() as BuiltChunk;
          if (scripts.has(chunk.fileName)) continue;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const imported = chunks.get(file);
            // The entry, which the start chunk imports from, is index.html's own script.
            if (imported && !imported.isEntry) queue.push(imported);
          }
        }
        // Low priority: the splash paints without them, so they come after anything it needs.
        // Fetched as the entry's loader asks for them (crossorigin, for style sheets too), or the
        // browser would not reuse them and would download them again.
        const tags: HtmlTagDescriptor[] = [...scripts].map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            fetchpriority: 'low',
            href: `./${file}`,
          },
          injectTo: 'head',
        }));
        for (const file of styles) {
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'style',
              crossorigin: true,
              fetchpriority: 'low',
              href: `./${file}`,
            },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}
