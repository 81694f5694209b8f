import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import MagicString from 'magic-string';
import { fileURLToPath } from 'node:url';
import { scriptsAfterFirstPaint } from './scripts/vite/scriptsAfterFirstPaint';

const root = fileURLToPath(new URL('.', import.meta.url));
const entry = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The reader app's browser bundle needs a widget's props schema only for its $id (validation
 * looks up the precompiled validator by $id), so it ships `{ $id }` instead of the whole schema
 * with its descriptions. The playground, built separately, shows full schemas.
 */
function widgetSchemaIdsOnly(): Plugin {
  return {
    name: 'masthead:widget-schema-ids-only',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]widgets[\\/].+[\\/]schema\.json$/.test(id)) return null;
      const schema = JSON.parse(fs.readFileSync(id, 'utf8')) as { $id?: string };
      return JSON.stringify({ $id: schema.$id });
    },
  };
}

/** A defineWidget({...}) call's catalogue-only fields: the reader app never reads them. */
const CATALOGUE_FIELDS = new Set(['presets', 'title', 'description']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [k: string]: unknown;
}

/**
 * The reader app's browser bundle leaves out each widget definition's catalogue fields (presets,
 * title, description), which only the playground shows. Works on the parsed module, so nothing
 * else in a definition is touched.
 */
function widgetCatalogueFieldsOut(): Plugin {
  return {
    name: 'masthead:widget-catalogue-fields-out',
    transform(code, id) {
      if (!/[\\/]widgets[\\/][^\\/]+[\\/][^\\/]+[\\/]index\.tsx?$/.test(id) || !code.includes('defineWidget')) return null;
      const out = new MagicString(code);
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const n = node as AstNode;
        const callee = n.callee as AstNode | undefined;
        const arg = (n.arguments as AstNode[] | undefined)?.[0];
        if (n.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineWidget' && arg?.type === 'ObjectExpression') {
          const props = arg.properties as AstNode[];
          props.forEach((p, i) => {
            const key = p.key as AstNode | undefined;
            const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : undefined;
            if (p.type === 'Property' && !p.computed && CATALOGUE_FIELDS.has(String(name))) out.remove(p.start, props[i + 1]?.start ?? p.end);
          });
        }
        for (const v of Object.values(n)) if (v && typeof v === 'object') visit(v);
      };
      visit(this.parse(code));
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}

// Three builds (npm run build): the reader app (default mode), the playground (--mode playground,
// into the same folder) and the SSR bundle (--ssr).
export default defineConfig(({ mode, isSsrBuild }) => {
  const playground = mode === 'playground';
  const input: Record<string, string> = playground ? { playground: entry('./playground/index.html') } : { main: entry('./index.html') };
  return {
    root,
    plugins: [react({ jsxImportSource: '@emotion/react' }), ...(!playground && !isSsrBuild ? [widgetSchemaIdsOnly(), widgetCatalogueFieldsOut(), scriptsAfterFirstPaint()] : [])],
    // JSON files are only ever default-imported. Without named exports a text namespace's chunk
    // (a widget's i18n/<name>.<lang>.json, loaded on its own) is just its object, not a variable
    // and an export per key besides.
    json: { namedExports: false },
    build: {
      outDir: 'dist/client',
      emptyOutDir: !playground,
      manifest: !playground,
      target: 'es2022',
      rollupOptions: {
        input,
        // Libraries every page runs (React, Emotion, i18next) travel as one chunk: one request
        // and one compression window instead of half a dozen small pieces.
        output: playground
          ? undefined
          : {
              codeSplitting: {
                groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|i18next|react-i18next|hoist-non-react-statics|react-is)[\\/]/, priority: 10 }],
              },
            },
      },
    },
    ssr: {
      // jsdom is only for server-side sanitising; keep it external.
      external: ['jsdom'],
    },
  };
});
