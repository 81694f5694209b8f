/**
 * /front/commonResource/getCommonCodes: code tables shared by all sites. No parameter is needed;
 * an optional siteId (query, else the siteId header) merges that site's overrides.
 */
import type { FastifyPluginAsync } from 'fastify';
import { entityOf } from './config-service';
import { STATUS, envelope, headersSchema, querySchema, responses, sendJson, siteIdParam, siteNotFoundMessage } from './shared';
import { dataRef } from './schemas';

export const commonRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;

  app.get<{ Querystring: { siteId?: number } }>(
    '/front/commonResource/getCommonCodes',
    {
      schema: {
        tags: ['common'],
        summary: 'Code tables (resource types, search types, excluded menu codes, citation formats, ...).',
        querystring: querySchema({ siteId: { ...siteIdParam, description: 'Optional: merge this site’s overrides.' } }),
        headers: headersSchema,
        response: responses(dataRef('common-codes')),
      },
    },
    async (req, reply) => {
      await svc.fresh();
      const explicit = req.query.siteId;
      const siteId = explicit ?? req.masthead.siteId;
      const site = siteId !== undefined ? await svc.site(siteId) : undefined;
      if (explicit !== undefined && !site) {
        return sendJson(reply, envelope(null, STATUS.siteNotFound, siteNotFoundMessage(explicit)));
      }
      const json = await svc.memoString(`getCommonCodes|${site?.siteId ?? 0}`, async () =>
        envelope(entityOf(site ? (await svc.effective(site, 'common-codes')).value : await svc.defaultsOf('common-codes'))),
      );
      return sendJson(reply, json);
    },
  );
};
