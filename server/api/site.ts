/**
 * /front/site/* and /front/front-publication/findGroupBySiteId: the routes of the site services
 * (../services/site.ts) — lookups and the per-site configuration parts.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as site from '../services/site';
import { anyObject, domainParam, siteIdParam, sldParam } from './shared';
import { operation } from './operation';
import { arrayOf, dataRef } from './schemas';

const tags = ['site'];
const bySite = { query: { siteId: siteIdParam }, required: ['siteId'] };

export const siteRoutes: FastifyPluginAsync = async (app) => {
  // ---- lookups -----------------------------------------------------------------------------
  operation(app, 'siteBySld', {
    url: '/front/site/findBySld',
    tags,
    summary: 'Site by short label (sld) or by siteId. Unknown: status 10404; closed site: status 10001 with the site.',
    query: { sld: sldParam, siteId: siteIdParam },
    data: dataRef('site'),
  }, site.findBySld);
  operation(app, 'siteById', {
    url: '/front/site/findBySiteId',
    tags,
    summary: 'Site by id. Unknown: status 10404; closed site: status 10001 with the site.',
    ...bySite,
    data: dataRef('site'),
  }, site.findBySiteId);
  operation(app, 'siteByDomain', {
    url: '/front/site/findByDomain',
    tags,
    summary: "Site by host name (port ignored; a host equal to a site's sld matches too).",
    query: { domain: domainParam },
    required: ['domain'],
    data: dataRef('site'),
  }, site.findByDomain);
  operation(app, 'groupOfSite', {
    url: '/front/site/findGroupBySiteId',
    tags,
    summary: 'The group site this site belongs to (data null when none).',
    ...bySite,
    data: dataRef('site'),
  }, site.groupOfSite);
  operation(app, 'publicationGroups', {
    url: '/front/front-publication/findGroupBySiteId',
    tags,
    summary: 'Group / publication entrance: for a group site its member journals; for a member site the group(s) listing it; else [].',
    ...bySite,
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          siteId: { type: 'integer' },
          sld: { type: 'string' },
          magId: { type: 'integer' },
          publicationName: { type: 'string' },
          enPublicationName: { type: 'string' },
        },
      },
    },
  }, site.publicationGroups);

  // ---- configuration parts ------------------------------------------------------------------
  const parts = [
    ['headerConfig', '/front/site/getConfigHeader', 'Effective header configuration (defaults -> group -> site).', 'header-config', site.headerConfig],
    ['publicationConfig', '/front/site/getPublicationConfig', 'Effective publication configuration.', 'publication-config', site.publicationConfig],
    ['basicInfo', '/front/site/getBasicInfo', 'Effective basic info.', 'basic-info', site.basicInfo],
    ['aggregatedConfig', '/front/site/getAggregatedConfig', 'Effective aggregated configuration.', 'aggregated-config', site.aggregatedConfig],
    ['toolsList', '/front/site/getToolsList', 'Floating toolbar entries.', 'tool-list', site.toolsList],
    ['functionalControl', '/front/site/getMagazineFunctionalControl', 'Functional-control columns of the journal.', 'functional-control-list', site.functionalControl],
    ['checkPower', '/front/site/checkPower', 'Site check: visitPower and downloadPower (default true).', 'site-power', site.checkPower],
    ['footerConfig', '/front/site/getFooterConfig', 'Effective footer configuration with sumVisits / todayVisits from the visit counter.', 'footer-config', site.footerConfig],
  ] as const;
  for (const [name, url, summary, schemaId, service] of parts) operation(app, name, { url, tags, summary, ...bySite, data: dataRef(schemaId) }, service);

  operation(app, 'configLayers', {
    url: '/front/site/getConfigLayers',
    tags,
    summary: 'Raw documents of every layer (defaults, group, site) for the playground provenance view.',
    ...bySite,
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
  }, site.configLayers);
  operation(app, 'searchConfig', {
    url: '/front/site/:siteId/search-config',
    tags,
    summary: 'Search types offered by the site: [{type, code, name, isOpenConfig}].',
    params: { siteId: siteIdParam },
    data: dataRef('search-config-list'),
  }, site.searchConfig);
  operation(app, 'searchOptions', {
    url: '/front/site/getSearchOptions',
    tags,
    summary: 'Search-field options of a resource type: [{field, condition, enCondition, jumpUrl}].',
    query: { siteId: siteIdParam, type: { type: 'string', enum: [...site.SEARCH_OPTION_TYPES], description: 'Resource type (thesis = article).' } },
    required: ['siteId', 'type'],
    data: arrayOf('search-option'),
  }, site.searchOptions);

  // ---- visits -------------------------------------------------------------------------------
  operation(app, 'countVisit', {
    methods: ['POST'],
    url: '/front/site/visit',
    tags,
    summary: 'Count one visit of a site; answers the new counters.',
    body: { type: 'object', properties: { siteId: siteIdParam }, required: ['siteId'] },
    data: { type: 'object', properties: { sumVisits: { type: 'integer' }, todayVisits: { type: 'integer' } } },
  }, site.countVisit);

  // ---- shared code tables and the AI panel ----------------------------------------------------
  operation(app, 'commonCodes', {
    url: '/front/commonResource/getCommonCodes',
    tags: ['common'],
    summary: 'Code tables (resource types, search types, excluded menu codes, citation formats, ...).',
    query: { siteId: { ...siteIdParam, description: 'Optional: merge this site’s overrides (default: the siteId header).' } },
    data: dataRef('common-codes'),
  }, site.commonCodes);
  operation(app, 'aiqaConfig', {
    url: '/front/aiqa/getAiqaConfig',
    tags: ['aiqa'],
    summary: 'AI panel configuration (title, url, enabled).',
    ...bySite,
    data: dataRef('aiqa-config'),
  }, site.aiqaConfig);
  operation(app, 'appInfo', {
    url: '/front/aiqa/getAppInfo',
    tags: ['aiqa'],
    summary: 'The AI application behind the panel (name).',
    ...bySite,
    data: dataRef('app-info'),
  }, site.appInfo);
};
