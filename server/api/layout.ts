/** /front/layout/getLayout: the merged layout (defaults -> group -> site) of a page kind. */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_KINDS } from '../../engine/routing/pageKinds';
import { cachedForSite, headersSchema, querySchema, responses, siteIdParam } from './shared';
import { dataRef } from './schemas';

export const layoutRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;

  app.get<{ Querystring: { siteId: number; page: string } }>(
    '/front/layout/getLayout',
    {
      schema: {
        tags: ['layout'],
        summary:
          'Layout of a page kind, merged defaults -> group -> site (regions replace whole; unnamed regions are inherited). ' +
          'A page kind no layer defines answers an empty layout {schemaVersion: 1, page, regions: {}}.',
        querystring: querySchema(
          { siteId: siteIdParam, page: { type: 'string', enum: [...PAGE_KINDS], description: 'Page kind (engine/routing/pageKinds.ts).' } },
          ['siteId', 'page'],
        ),
        headers: headersSchema,
        response: responses(dataRef('layout')),
      },
    },
    async (req, reply) =>
      cachedForSite(svc, reply, req.query.siteId, `getLayout|${req.query.page}`, async (site) => {
        const merged = await svc.layout(site, req.query.page);
        const layout: Record<string, unknown> = { schemaVersion: 1, ...(merged ?? {}), page: req.query.page };
        delete layout.$schema;
        if (!layout.regions || typeof layout.regions !== 'object') layout.regions = {};
        return layout;
      }),
  );
};
