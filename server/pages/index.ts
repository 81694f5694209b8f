/**
 * The page server: every non-API GET is rendered on the server by the SSR entry (app/entry-server.tsx).
 * Production serves the Vite build from dist/; development runs Vite in middleware mode inside
 * this Fastify process (one process: /rc-pub, pages and hot reload).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { RenderRequest, RenderResult } from '../../engine/server';
import type { RequestHeaders } from '../../engine/data/api';
import { pageDataClient } from '../api/server-client';
import { registerSitemap } from './sitemap';
import { createTurns } from './turns';

type RenderFn = (req: RenderRequest) => Promise<RenderResult>;

export interface PagesOptions {
  dev: boolean;
  /** Repository root (holds index.html, dist/). */
  root: string;
}

const APP_HTML = '<!--app-html-->';
const APP_HEAD = '<!--app-head-->';
const APP_LANG = '<!--app-lang-->';

/** Fill the HTML template; the split is done once per template, not per request. */
function compileTemplate(template: string) {
  const [beforeHtml, afterHtml] = template.split(APP_HTML) as [string, string];
  const [beforeHead, afterHeadToHtml] = beforeHtml.split(APP_HEAD) as [string, string];
  const [beforeLang, afterLang] = beforeHead.split(APP_LANG) as [string, string];
  // The state script goes right after #root's closing tag, before the module scripts run.
  const rootClose = afterHtml.indexOf('</div>') + '</div>'.length;
  const closeRoot = afterHtml.slice(0, rootClose);
  const rest = afterHtml.slice(rootClose);
  return (lang: string, head: string, body: string, state = '') => beforeLang + lang + afterLang + head + afterHeadToHtml + body + closeRoot + state + rest;
}

export async function registerPages(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const mode = opts.dev ? 'development' : 'production';
  const modeScript = `<script>window.__MASTHEAD__={"mode":"${mode}"}</script>`;
  let vite: ViteDevServer | undefined;
  let prodRender: RenderFn | undefined;
  let prodTemplate: ReturnType<typeof compileTemplate> | undefined;
  let playgroundHtml: string | undefined;

  if (opts.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ root: opts.root, server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite?.close());
  } else {
    const client = path.join(opts.root, 'dist/client');
    const serverEntry = path.join(opts.root, 'dist/server/entry-server.js');
    if (!fs.existsSync(serverEntry)) throw new Error(`No build found at ${serverEntry}; run \`npm run build\` first.`);
    prodRender = ((await import(pathToFileURL(serverEntry).href)) as { render: RenderFn }).render;
    prodTemplate = compileTemplate(fs.readFileSync(path.join(client, 'index.html'), 'utf8'));
    playgroundHtml = fs.readFileSync(path.join(client, 'playground/index.html'), 'utf8');
    await app.register((await import('@fastify/static')).default, {
      root: path.join(client, 'assets'),
      prefix: '/assets/',
      immutable: true,
      preCompressed: true, // .br / .gz beside each asset, written at build time
      maxAge: '365d',
      decorateReply: false,
    });
    for (const file of fs.readdirSync(client)) {
      if (!/\.(svg|ico|png|txt|webmanifest)$/.test(file)) continue;
      const body = fs.readFileSync(path.join(client, file));
      const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.ico') ? 'image/x-icon' : file.endsWith('.png') ? 'image/png' : 'text/plain';
      app.get(`/${file}`, (_req, reply) => reply.header('cache-control', 'public, max-age=86400').type(type).send(body));
    }
  }

  const apiFor = (headers: RequestHeaders) => pageDataClient(app, headers);
  const turns = createTurns();
  registerSitemap(app);

  app.get('/playground', async (req, reply) => {
    if (vite) {
      const raw = fs.readFileSync(path.join(opts.root, 'playground/index.html'), 'utf8');
      return reply.type('text/html').send(await vite.transformIndexHtml(req.url, raw));
    }
    return reply.type('text/html').send(playgroundHtml);
  });

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = `http://${req.headers.host ?? 'localhost'}${req.url}`;
    let render: RenderFn;
    let fill: ReturnType<typeof compileTemplate>;
    if (vite) {
      const raw = fs.readFileSync(path.join(opts.root, 'index.html'), 'utf8');
      fill = compileTemplate(await vite.transformIndexHtml(req.url, raw));
      render = ((await vite.ssrLoadModule('/app/entry-server.tsx')) as { render: RenderFn }).render;
    } else {
      render = prodRender!;
      fill = prodTemplate!;
    }
    try {
      const result = await turns.run(() => render({ url, headers: req.headers, apiFor, mode, configVersion: () => app.masthead.config.version() }));
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.language) reply.header('set-cookie', `language=${result.language}; Path=/; Max-Age=31536000; SameSite=Lax`);
      return reply
        .status(result.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        // Encoded once here: a string payload is measured (content-length) and then encoded again
        // by the socket, two passes over ~100 KB of mostly Chinese text.
        .send(Buffer.from(fill(result.htmlLang, result.head + modeScript, result.body, result.state)));
    } catch (err) {
      vite?.ssrFixStacktrace(err as Error);
      req.log.error(err);
      return reply.status(500).type('text/html; charset=utf-8').send(fill('en', '<title>Error</title>', '<p>An error occurred while showing the page.</p>'));
    }
  };
  app.get('/', handler);
  app.get('/*', handler);
}
