/**
 * A Vite plugin that imports the UI kit per component (issue 18): `import { Button, Toast } from
 * 'antd-mobile'` becomes one import of each component's own module, so a screen loads the parts
 * it uses and never the kit's index, which the kit marks as having side effects and which would
 * otherwise pull toasts, dialogs and the animation library into the first screen. Code keeps
 * importing from 'antd-mobile' as the kit documents. The kit's global styles, which its index
 * loaded, are imported once in boot.tsx (`antd-mobile/es/global`).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Part {
  from: string;
  /** The name the part module exports it under ('default' for components). */
  exported: string;
}

/** Where the kit's index takes each export from, read from the index itself. */
export function kitParts(indexSource: string): Map<string, Part> {
  const parts = new Map<string, Part>();
  const exportLine = /export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g;
  for (const [, names = '', from = ''] of indexSource.matchAll(exportLine)) {
    for (const spec of names.split(',')) {
      const [exported = '', alias] = spec.trim().split(/\s+as\s+/);
      if (exported) parts.set(alias ?? exported, { from: `antd-mobile/es/${from}`, exported });
    }
  }
  return parts;
}

/**
 * The kit's default renderer (React 18's legacy `render`, with Babel's async runtime): boot.tsx
 * always replaces it with createRoot through `unstableSetRender`, so the build leaves it out.
 */
const KIT_RENDER_STUB = '\0kabuto-kit-render';
const KIT_RENDER_STUB_CODE = `
const replaced = () => { throw new Error('antd-mobile renders through unstableSetRender (boot.tsx)'); };
export const render = replaced;
export const unmount = replaced;
`;

/**
 * The kit's configuration defaults to its Chinese texts; the app always passes the texts of the
 * customer's language (i18n.ts loads them), so the default is the kit's base texts instead and
 * the Chinese ones load only for Chinese.
 */
const KIT_DEFAULT_LOCALE_STUB = '\0kabuto-kit-default-locale';
const KIT_DEFAULT_LOCALE_CODE = `export { base as default } from 'antd-mobile/es/locales/base';`;

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile['"];?/g;

/** The import statements that replace one `import { … } from 'antd-mobile'`. */
export function splitKitImport(names: string, parts: Map<string, Part>): string {
  const statements: string[] = [];
  for (const raw of names.split(',')) {
    const spec = raw.trim();
    // Inline type imports are erased by TypeScript; nothing to load.
    if (!spec || spec.startsWith('type ')) continue;
    const [name = '', local = name] = spec.split(/\s+as\s+/);
    const part = parts.get(name);
    if (!part) throw new Error(`antd-mobile-parts: the kit's index has no export ${name}`);
    statements.push(
      part.exported === 'default'
        ? `import ${local} from '${part.from}';`
        : `import { ${part.exported} as ${local} } from '${part.from}';`,
    );
  }
  return statements.join(' ');
}

export function antdMobileParts(appDir: string): Plugin {
  const require = createRequire(path.join(appDir, 'package.json'));
  const index = path.join(path.dirname(require.resolve('antd-mobile/package.json')), 'es/index.js');
  const parts = kitParts(fs.readFileSync(index, 'utf8'));
  return {
    name: 'kabuto-antd-mobile-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (source === './render' && from.endsWith('antd-mobile/es/utils/unstable-render.js')) {
        return KIT_RENDER_STUB;
      }
      if (source === '../../locales/zh-CN' && from.includes('es/components/config-provider/')) {
        return KIT_DEFAULT_LOCALE_STUB;
      }
      return null;
    },
    load(id) {
      if (id === KIT_RENDER_STUB) return KIT_RENDER_STUB_CODE;
      return id === KIT_DEFAULT_LOCALE_STUB ? KIT_DEFAULT_LOCALE_CODE : null;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('antd-mobile'))
        return null;
      const replaced = code.replace(BARREL_IMPORT, (_statement, names: string) =>
        splitKitImport(names, parts),
      );
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
