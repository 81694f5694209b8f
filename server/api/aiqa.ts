/** /front/aiqa/*: the AI question-and-answer panel's configuration and application info. */
import type { FastifyPluginAsync } from 'fastify';
import { entityOf } from './config-service';
import { cachedForSite, headersSchema, querySchema, responses, siteIdParam } from './shared';
import { dataRef } from './schemas';

export const aiqaRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const siteQuery = querySchema({ siteId: siteIdParam }, ['siteId']);

  app.get<{ Querystring: { siteId: number } }>(
    '/front/aiqa/getAiqaConfig',
    {
      schema: {
        tags: ['aiqa'],
        summary: 'AI panel configuration (title, url, enabled).',
        querystring: siteQuery,
        headers: headersSchema,
        response: responses(dataRef('aiqa-config')),
      },
    },
    async (req, reply) =>
      cachedForSite(svc, reply, req.query.siteId, 'getAiqaConfig', async (site) => entityOf((await svc.effective(site, 'aiqa')).value)),
  );

  app.get<{ Querystring: { siteId: number } }>(
    '/front/aiqa/getAppInfo',
    {
      schema: {
        tags: ['aiqa'],
        summary: 'The AI application behind the panel (name).',
        querystring: siteQuery,
        headers: headersSchema,
        response: responses(dataRef('app-info')),
      },
    },
    async (req, reply) =>
      cachedForSite(svc, reply, req.query.siteId, 'getAppInfo', async (site) => entityOf((await svc.effective(site, 'app-info')).value)),
  );
};
