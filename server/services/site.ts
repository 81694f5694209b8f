/**
 * Site services: lookups (by sld, id, domain), the group a site belongs to, each site's
 * effective configuration parts (defaults -> group -> site), search options and visits.
 */
import { STATUS } from '../../engine/data/api';
import { entityOf, type ConfigService, type Json, type SiteEntry } from '../api/config-service';
import type { ServiceContext } from './context';
import { ServiceError, badRequest, siteNotFound } from './errors';

/** Search-option resource types (doc/search-options byType keys); thesis is an alias of article. */
export const SEARCH_OPTION_TYPES = ['article', 'thesis', 'publication', 'picture', 'table', 'video', 'audio', 'book', 'expert'] as const;
export type SearchOptionType = (typeof SEARCH_OPTION_TYPES)[number];

/** The site, or a 10404 refusal naming the key asked for. */
export async function siteOf(config: ConfigService, siteId: number): Promise<SiteEntry> {
  await config.fresh();
  const site = await config.site(siteId);
  if (!site) throw siteNotFound(siteId);
  return site;
}

/** A looked-up site: its record when open; 10001 (closed) or its other status, with the record. */
function lookup(site: SiteEntry | undefined, key: string | number): Json {
  if (!site) throw siteNotFound(key);
  if (site.status === 0) return site.record;
  if (site.status === STATUS.siteForbidden) throw new ServiceError(STATUS.siteForbidden, `Site closed: ${site.sld}`, 200, site.record);
  throw new ServiceError(site.status, `Site unavailable: ${site.sld} (status ${site.status})`, 200, site.record);
}

export async function findBySld({ config }: ServiceContext, p: { sld?: string; siteId?: number }): Promise<Json> {
  await config.fresh();
  if (p.sld !== undefined) return lookup(await config.siteBySld(p.sld), p.sld);
  if (p.siteId !== undefined) return lookup(await config.site(p.siteId), p.siteId);
  throw badRequest('querystring/sld is required (or querystring/siteId)');
}

export async function findBySiteId({ config }: ServiceContext, p: { siteId: number }): Promise<Json> {
  await config.fresh();
  return lookup(await config.site(p.siteId), p.siteId);
}

export async function findByDomain({ config }: ServiceContext, p: { domain: string }): Promise<Json> {
  await config.fresh();
  return lookup(await config.siteByDomain(p.domain), p.domain);
}

export async function groupOfSite({ config }: ServiceContext, p: { siteId: number }): Promise<Json | null> {
  const site = await siteOf(config, p.siteId);
  return (await config.groupOf(site.siteId))?.record ?? null;
}

export interface GroupEntrance {
  siteId: number;
  sld: string;
  magId: number;
  publicationName: string;
  enPublicationName: string;
}

/** Group / publication entrance: a group's member journals; a member's group(s); else []. */
export async function publicationGroups({ config }: ServiceContext, p: { siteId: number }): Promise<GroupEntrance[]> {
  const site = await siteOf(config, p.siteId);
  const idx = await config.sites();
  const item = (s: SiteEntry): GroupEntrance => ({
    siteId: s.siteId,
    sld: s.sld,
    magId: typeof s.record.magId === 'number' ? s.record.magId : 0,
    publicationName: String(s.record.publicationName ?? s.record.name ?? ''),
    enPublicationName: String(s.record.enPublicationName ?? s.record.enName ?? ''),
  });
  if (site.memberSiteIds.length > 0) return site.memberSiteIds.map((id) => idx.byId.get(id)).filter((s): s is SiteEntry => !!s).map(item);
  return idx.list.filter((g) => g.memberSiteIds.includes(site.siteId)).map(item);
}

// ---- configuration parts ------------------------------------------------------------------------

/** The effective document of a part as its entity (no schemaVersion). */
export async function entityPart(config: ConfigService, site: SiteEntry, part: string): Promise<Json> {
  return entityOf((await config.effective(site, part)).value);
}

async function listPart(config: ConfigService, site: SiteEntry, part: string): Promise<unknown[]> {
  const items = (await config.effective(site, part)).value?.items;
  return Array.isArray(items) ? items : [];
}

/** A service answering one site's effective config part. */
const part =
  (name: string) =>
  async ({ config }: ServiceContext, p: { siteId: number }): Promise<Json> =>
    entityPart(config, await siteOf(config, p.siteId), name);

const list =
  (name: string) =>
  async ({ config }: ServiceContext, p: { siteId: number }): Promise<unknown[]> =>
    listPart(config, await siteOf(config, p.siteId), name);

export const headerConfig = part('header');
export const publicationConfig = part('publication');
export const basicInfo = part('basic-info');
export const aggregatedConfig = part('aggregated');
export const aiqaConfig = part('aiqa');
export const appInfo = part('app-info');
export const toolsList = list('tools');
export const functionalControl = list('functional-control');
export const searchConfig = list('search-config');

export async function checkPower({ config }: ServiceContext, p: { siteId: number }): Promise<{ visitPower: boolean; downloadPower: boolean }> {
  const site = await siteOf(config, p.siteId);
  return { visitPower: site.record.visitPower !== false, downloadPower: site.record.downloadPower !== false };
}

export async function configLayers({ config }: ServiceContext, p: { siteId: number }) {
  return { layers: await config.configLayers(await siteOf(config, p.siteId)) };
}

export async function searchOptions({ config }: ServiceContext, p: { siteId: number; type: SearchOptionType }): Promise<unknown[]> {
  const site = await siteOf(config, p.siteId);
  const type = p.type === 'thesis' ? 'article' : p.type;
  const byType = (await config.effective(site, 'search-options')).value?.byType;
  const options = byType && typeof byType === 'object' ? (byType as Json)[type] : undefined;
  return Array.isArray(options) ? options : [];
}

/** Code tables; an explicit siteId (else the siteId header) merges that site's overrides. */
export async function commonCodes({ config, request }: ServiceContext, p: { siteId?: number }): Promise<Json> {
  await config.fresh();
  const siteId = p.siteId ?? request.siteId;
  const site = siteId !== undefined ? await config.site(siteId) : undefined;
  if (p.siteId !== undefined && !site) throw siteNotFound(p.siteId);
  return entityOf(site ? (await config.effective(site, 'common-codes')).value : await config.defaultsOf('common-codes'));
}

// ---- footer and visits --------------------------------------------------------------------------

export async function footerConfig({ config }: ServiceContext, p: { siteId: number }): Promise<Json> {
  const site = await siteOf(config, p.siteId);
  const footer = await entityPart(config, site, 'footer');
  return { ...footer, ...(await config.visits(site.siteId)) };
}

export async function countVisit({ config }: ServiceContext, p: { siteId: number }): Promise<{ sumVisits: number; todayVisits: number }> {
  const site = await siteOf(config, p.siteId);
  return config.countVisit(site.siteId);
}
