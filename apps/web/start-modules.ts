/**
 * Which modules a set of sources loads through static imports (issue 18: chunks by what a screen
 * needs). A Vite plugin that, once the module graph is complete and before it is cut into chunks,
 * walks the static imports from the given sources and remembers every module it reaches. The
 * chunk groups in vite.config.ts ask `has(id)`: from the start screen's sources (the app's boot,
 * the start screen, the start-up language's texts), the start screen's modules make one chunk and
 * the modules shared by the signed-in screens another; from the entry, the modules index.js holds
 * are kept out of both.
 */
import type { Plugin } from 'vite';

export interface StartModules {
  plugin: Plugin;
  /** Whether the start screen loads the module `id` (known from the end of the build phase). */
  has: (id: string) => boolean;
}

/** `sources`: the ends of module ids (paths with `/`), each of which must be in the graph. */
export function startModules(sources: readonly string[]): StartModules {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'kabuto-start-modules',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      reached.clear();
      const ids = [...this.getModuleIds()];
      const queue: string[] = [];
      for (const source of sources) {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(source));
        if (!id) this.error(`start-modules: no module ends with ${source}`);
        queue.push(id);
      }
      while (queue.length) {
        const id = queue.pop() as string;
        if (reached.has(id)) continue;
        reached.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
