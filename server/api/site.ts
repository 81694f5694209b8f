/**
 * /front/site/* and /front/front-publication/findGroupBySiteId: site lookup and the per-site
 * configuration parts (header, footer, publication, aggregated, basic info, tools, search
 * config and options, power, functional control, config layers, visits).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ConfigService, Json, SiteEntry } from './config-service';
import { entityOf } from './config-service';
import {
  STATUS,
  anyObject,
  cachedForSite,
  domainParam,
  envelope,
  errorEnvelopeSchema,
  headersSchema,
  querySchema,
  responses,
  sendJson,
  siteIdParam,
  siteNotFoundMessage,
  siteOrReply,
  sldParam,
  timestampParam,
} from './shared';
import { arrayOf, dataRef } from './schemas';

/** Search-option resource types (doc/search-options byType keys); thesis is an alias of article. */
export const SEARCH_OPTION_TYPES = ['article', 'thesis', 'publication', 'picture', 'table', 'video', 'audio', 'book', 'expert'] as const;

const TAG = 'site';

/** The answer of a site lookup: 0 with the site, 10001 (closed) or the site's other status. */
function siteLookupEnvelope(site: SiteEntry): string {
  if (site.status === 0) return envelope(site.record);
  if (site.status === STATUS.siteForbidden) return envelope(site.record, STATUS.siteForbidden, `Site closed: ${site.sld}`);
  return envelope(site.record, site.status, `Site unavailable: ${site.sld} (status ${site.status})`);
}

async function sendLookup(svc: ConfigService, reply: FastifyReply, site: SiteEntry | undefined, key: string | number): Promise<FastifyReply> {
  if (!site) return sendJson(reply, envelope(null, STATUS.siteNotFound, siteNotFoundMessage(key)));
  const json = await svc.memoString(`lookup|${site.siteId}`, async () => siteLookupEnvelope(site));
  return sendJson(reply, json);
}

function listItems(doc: Json | undefined): unknown[] {
  const items = doc?.items;
  return Array.isArray(items) ? items : [];
}

const siteQuery = querySchema({ siteId: siteIdParam }, ['siteId']);
interface SiteQuery {
  siteId: number;
}

/** A GET /front/site/<name> {siteId} answering the effective config part, memoised per site. */
function partRoute(
  app: FastifyInstance,
  url: string,
  opts: { summary: string; data: Record<string, unknown>; build: (svc: ConfigService, site: SiteEntry) => Promise<unknown> },
): void {
  const svc = app.masthead.config;
  app.get<{ Querystring: SiteQuery }>(
    url,
    { schema: { tags: [TAG], summary: opts.summary, querystring: siteQuery, headers: headersSchema, response: responses(opts.data) } },
    async (req, reply) => cachedForSite(svc, reply, req.query.siteId, url, (site) => opts.build(svc, site)),
  );
}

async function entityPart(svc: ConfigService, site: SiteEntry, part: string): Promise<Json> {
  return entityOf((await svc.effective(site, part)).value);
}

export const siteRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;

  // ---- lookups -----------------------------------------------------------------------------

  app.get<{ Querystring: { sld?: string; siteId?: number } }>(
    '/front/site/findBySld',
    {
      schema: {
        tags: [TAG],
        summary: 'Site by short label (sld) or by siteId. Unknown: status 10404; closed site: status 10001 with the site.',
        querystring: querySchema({ sld: sldParam, siteId: siteIdParam }),
        headers: headersSchema,
        response: responses(dataRef('site')),
      },
    },
    async (req, reply) => {
      await svc.fresh();
      const { sld, siteId } = req.query;
      if (sld !== undefined) return sendLookup(svc, reply, await svc.siteBySld(sld), sld);
      if (siteId !== undefined) return sendLookup(svc, reply, await svc.site(siteId), siteId);
      return sendJson(reply, envelope(null, STATUS.badRequest, 'querystring/sld is required (or querystring/siteId)'), 400);
    },
  );

  app.get<{ Querystring: SiteQuery }>(
    '/front/site/findBySiteId',
    {
      schema: {
        tags: [TAG],
        summary: 'Site by id. Unknown: status 10404; closed site: status 10001 with the site.',
        querystring: siteQuery,
        headers: headersSchema,
        response: responses(dataRef('site')),
      },
    },
    async (req, reply) => {
      await svc.fresh();
      return sendLookup(svc, reply, await svc.site(req.query.siteId), req.query.siteId);
    },
  );

  app.get<{ Querystring: { domain: string } }>(
    '/front/site/findByDomain',
    {
      schema: {
        tags: [TAG],
        summary: "Site by host name (port ignored; a host equal to a site's sld matches too).",
        querystring: querySchema({ domain: domainParam }, ['domain']),
        headers: headersSchema,
        response: responses(dataRef('site')),
      },
    },
    async (req, reply) => {
      await svc.fresh();
      return sendLookup(svc, reply, await svc.siteByDomain(req.query.domain), req.query.domain);
    },
  );

  app.get<{ Querystring: SiteQuery }>(
    '/front/site/findGroupBySiteId',
    {
      schema: {
        tags: [TAG],
        summary: 'The group site this site belongs to (data null when none).',
        querystring: siteQuery,
        headers: headersSchema,
        response: responses(dataRef('site')),
      },
    },
    async (req, reply) =>
      cachedForSite(svc, reply, req.query.siteId, 'findGroupBySiteId', async (site) => (await svc.groupOf(site.siteId))?.record ?? null),
  );

  const groupItem = {
    type: 'object',
    properties: {
      siteId: { type: 'integer' },
      sld: { type: 'string' },
      magId: { type: 'integer' },
      publicationName: { type: 'string' },
      enPublicationName: { type: 'string' },
    },
  };
  app.get<{ Querystring: SiteQuery }>(
    '/front/front-publication/findGroupBySiteId',
    {
      schema: {
        tags: [TAG],
        summary:
          'Group / publication entrance: for a group site its member journals; for a member site the group(s) listing it; else [].',
        querystring: siteQuery,
        headers: headersSchema,
        response: responses({ type: 'array', items: groupItem }),
      },
    },
    async (req, reply) =>
      cachedForSite(svc, reply, req.query.siteId, 'front-publication/findGroupBySiteId', async (site) => {
        const idx = await svc.sites();
        const item = (s: SiteEntry) => ({
          siteId: s.siteId,
          sld: s.sld,
          magId: typeof s.record.magId === 'number' ? s.record.magId : 0,
          publicationName: String(s.record.publicationName ?? s.record.name ?? ''),
          enPublicationName: String(s.record.enPublicationName ?? s.record.enName ?? ''),
        });
        if (site.memberSiteIds.length > 0) {
          return site.memberSiteIds.map((id) => idx.byId.get(id)).filter((s): s is SiteEntry => !!s).map(item);
        }
        return idx.list.filter((g) => g.memberSiteIds.includes(site.siteId)).map(item);
      }),
  );

  // ---- configuration parts ------------------------------------------------------------------

  partRoute(app, '/front/site/getConfigHeader', {
    summary: 'Effective header configuration (defaults -> group -> site).',
    data: dataRef('header-config'),
    build: (s, site) => entityPart(s, site, 'header'),
  });
  partRoute(app, '/front/site/getPublicationConfig', {
    summary: 'Effective publication configuration.',
    data: dataRef('publication-config'),
    build: (s, site) => entityPart(s, site, 'publication'),
  });
  partRoute(app, '/front/site/getBasicInfo', {
    summary: 'Effective basic info.',
    data: dataRef('basic-info'),
    build: (s, site) => entityPart(s, site, 'basic-info'),
  });
  partRoute(app, '/front/site/getAggregatedConfig', {
    summary: 'Effective aggregated configuration.',
    data: dataRef('aggregated-config'),
    build: (s, site) => entityPart(s, site, 'aggregated'),
  });
  partRoute(app, '/front/site/getToolsList', {
    summary: 'Floating toolbar entries.',
    data: dataRef('tool-list'),
    build: async (s, site) => listItems((await s.effective(site, 'tools')).value),
  });
  partRoute(app, '/front/site/getMagazineFunctionalControl', {
    summary: 'Functional-control columns of the journal.',
    data: dataRef('functional-control-list'),
    build: async (s, site) => listItems((await s.effective(site, 'functional-control')).value),
  });
  partRoute(app, '/front/site/checkPower', {
    summary: 'Site check: visitPower and downloadPower (default true).',
    data: dataRef('site-power'),
    build: async (_s, site) => ({
      visitPower: site.record.visitPower !== false,
      downloadPower: site.record.downloadPower !== false,
    }),
  });
  partRoute(app, '/front/site/getConfigLayers', {
    summary: 'Raw documents of every layer (defaults, group, site) for the playground provenance view.',
    data: {
      type: 'object',
      properties: {
        layers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', enum: ['defaults', 'group', 'site'] },
              siteId: { type: 'integer', description: '0 for defaults.' },
              sld: { type: ['string', 'null'] },
              docs: { type: 'object', additionalProperties: anyObject, description: "Documents by part ('header', 'layout:home', ...)." },
              sources: { type: 'object', additionalProperties: { type: 'string' }, description: 'Source file of each document.' },
            },
          },
        },
      },
    },
    build: async (s, site) => ({ layers: await s.configLayers(site) }),
  });

  app.get<{ Params: SiteQuery; Querystring: { timestamp?: string } }>(
    '/front/site/:siteId/search-config',
    {
      schema: {
        tags: [TAG],
        summary: 'Search types offered by the site: [{type, code, name, isOpenConfig}].',
        params: { type: 'object', properties: { siteId: siteIdParam }, required: ['siteId'] },
        querystring: querySchema({}),
        headers: headersSchema,
        response: responses(dataRef('search-config-list')),
      },
    },
    async (req, reply) =>
      cachedForSite(svc, reply, req.params.siteId, 'search-config', async (site) => listItems((await svc.effective(site, 'search-config')).value)),
  );

  app.get<{ Querystring: { siteId: number; type: (typeof SEARCH_OPTION_TYPES)[number] } }>(
    '/front/site/getSearchOptions',
    {
      schema: {
        tags: [TAG],
        summary: 'Search-field options of a resource type: [{field, condition, enCondition, jumpUrl}].',
        querystring: querySchema(
          { siteId: siteIdParam, type: { type: 'string', enum: [...SEARCH_OPTION_TYPES], description: 'Resource type (thesis = article).' } },
          ['siteId', 'type'],
        ),
        headers: headersSchema,
        response: responses(arrayOf('search-option')),
      },
    },
    async (req, reply) => {
      const type = req.query.type === 'thesis' ? 'article' : req.query.type;
      return cachedForSite(svc, reply, req.query.siteId, `getSearchOptions|${type}`, async (site) => {
        const byType = (await svc.effective(site, 'search-options')).value?.byType;
        const list = byType && typeof byType === 'object' ? (byType as Json)[type] : undefined;
        return Array.isArray(list) ? list : [];
      });
    },
  );

  // ---- footer and visits ----------------------------------------------------------------------

  app.get<{ Querystring: SiteQuery }>(
    '/front/site/getFooterConfig',
    {
      schema: {
        tags: [TAG],
        summary: 'Effective footer configuration with sumVisits / todayVisits from the visit counter.',
        querystring: siteQuery,
        headers: headersSchema,
        response: responses(dataRef('footer-config')),
      },
    },
    async (req, reply) => {
      await svc.fresh();
      const site = await siteOrReply(svc, reply, req.query.siteId);
      if (!site) return reply;
      // The footer is serialised once; only the two counters are spliced in per request.
      const prefix = await svc.memoString(`footer-prefix|${site.siteId}`, async () => {
        const footer = entityOf((await svc.effective(site, 'footer')).value);
        delete footer.sumVisits;
        delete footer.todayVisits;
        const body = JSON.stringify(footer);
        return `{"status":0,"data":${body.slice(0, -1)}${body.length > 2 ? ',' : ''}`;
      });
      const v = await svc.visits(site.siteId);
      return sendJson(reply, `${prefix}"sumVisits":${v.sumVisits},"todayVisits":${v.todayVisits}},"message":"success"}`);
    },
  );

  app.post<{ Body: SiteQuery }>(
    '/front/site/visit',
    {
      schema: {
        tags: [TAG],
        summary: 'Count one visit of a site; answers the new counters.',
        body: { type: 'object', properties: { siteId: siteIdParam }, required: ['siteId'] },
        querystring: { type: 'object', properties: { timestamp: timestampParam } },
        headers: headersSchema,
        response: {
          200: responses({
            type: 'object',
            properties: { sumVisits: { type: 'integer' }, todayVisits: { type: 'integer' } },
          })[200],
          400: errorEnvelopeSchema,
        },
      },
    },
    async (req, reply) => {
      await svc.fresh();
      const site = await siteOrReply(svc, reply, req.body.siteId);
      if (!site) return reply;
      return sendJson(reply, envelope(await svc.countVisit(site.siteId)));
    },
  );
};
