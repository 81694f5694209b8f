/**
 * Build the Masthead Fastify app: database (opened, migrated, seeded on first start), the /rc-pub
 * API with OpenAPI at /rc-pub/docs, then any extra plugins (the page server).
 * server/main.ts starts it; tests build it and use app.inject.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openDatabase, isEmpty } from './db/database';
import { ConfigService } from './api/config-service';
import { rcPubApi } from './api/index';
import { readRequestContext, type MastheadServices } from './api/shared';

export interface BuildAppOptions {
  /** Data directory holding masthead.sqlite; default $MASTHEAD_DATA_DIR or ./data. ':memory:' for none. */
  dataDir?: string;
  /** Fastify logger: true / false or logger options. Default false. */
  logger?: boolean | FastifyServerOptions['logger'];
  /** site-configs directory used to seed; default $MASTHEAD_CONFIG_DIR or ./site-configs. */
  configDir?: string;
  /** Plugins registered after the API (e.g. the page server), in order. */
  plugins?: FastifyPluginAsync[];
  /** 'empty' (default): seed when the database has no site; 'always': reseed at start; 'never'. */
  seed?: 'empty' | 'always' | 'never';
  /** How often (ms) the config caches look for a reseed by another process; default 1000. */
  recheckMs?: number;
}

export const API_PREFIX = '/rc-pub';
export const DOCS_PREFIX = '/rc-pub/docs';

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const configDir = path.resolve(opts.configDir ?? process.env.MASTHEAD_CONFIG_DIR ?? 'site-configs');
  const db = await openDatabase(opts.dataDir);
  const config = new ConfigService(db, { configDir, recheckMs: opts.recheckMs });

  const app = Fastify({
    logger: opts.logger ?? false,
    // Long query strings (e.g. batch ids) are fine; bodies stay small.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // every /rc-pub operation, recorded as it is registered below (server/api/operation.ts)
  const services: MastheadServices = { config, operations: new Map() };
  app.decorate('masthead', services);
  // Headers token, language and siteId on every request (API and pages) as request.masthead.
  app.decorateRequest('masthead', null as never);
  app.addHook('onRequest', async (req) => {
    req.masthead = readRequestContext(req);
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  try {
    const mode = opts.seed ?? 'empty';
    if (mode === 'always' || (mode === 'empty' && (await isEmpty(db)))) {
      if (fs.existsSync(configDir)) {
        const report = await config.reseed(configDir);
        for (const w of report.warnings) app.log.warn(`seed: ${w}`);
        app.log.info(`seeded ${report.sites} sites from ${configDir}`);
      } else {
        app.log.warn(`config directory ${configDir} not found; database left empty`);
      }
    }

    // Pages and API answers compressed for clients that ask (brotli at a cheap level: the bytes are
    // made per request); built assets come precompressed (scripts/precompress.mjs, @fastify/static).
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Masthead /rc-pub API',
          description:
            'Site and configuration API of the Masthead portal. Every response is an envelope {status, data, message}; ' +
            'status 0 = success. Bad parameters: HTTP 400 with status 400 and a message naming the parameter. ' +
            'Unknown site: status 10404. Closed site: status 10001. Every GET accepts a timestamp parameter.',
          version: '1.0.0',
        },
        tags: [
          { name: 'site', description: 'Site lookup and site configuration' },
          { name: 'channel', description: 'Channels (menu) and module lists' },
          { name: 'layout', description: 'Page layouts' },
          { name: 'files', description: 'Images and other files from site-configs' },
          { name: 'aiqa', description: 'AI question-and-answer panel' },
          { name: 'common', description: 'Shared code tables' },
        ],
      },
      // Only the API is documented (not the pages, not the docs themselves).
      transform: ({ schema, url }) => {
        const api = url.startsWith(`${API_PREFIX}/`) && !url.startsWith(DOCS_PREFIX);
        return { schema: api ? schema : { ...(schema ?? {}), hide: true }, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
    await app.register(rcPubApi, { prefix: API_PREFIX });
    for (const plugin of opts.plugins ?? []) await app.register(plugin);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
