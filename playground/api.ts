/** The playground's /rc-pub client and the requests it makes to load editable config. */
import { createHttpClient } from '../engine/data/http';
import { requestPart } from '../engine/config/bundle';
import type { Envelope } from '../engine/data/api';
import { createDataClient, type DataClient, type ParamsOf } from '../engine/data/client';
import type { Site } from '../schemas/generated/types';
import { isBundlePart, type PartKey } from './parts';

/** Request headers follow the selection (language and site id), as the site's own client does. */
const headerState: { language?: string; siteId?: number } = {};

export function setRequestContext(language: string | undefined, siteId: number | undefined): void {
  headerState.language = language;
  headerState.siteId = siteId;
}

export const api: DataClient = createDataClient(createHttpClient(() => ({ language: headerState.language, siteId: headerState.siteId })));

export type Fetched<T> = { ok: true; data: T } | { ok: false; message: string };

export async function getData<T>(request: Promise<Envelope<T>>): Promise<Fetched<T>> {
  try {
    const env = await request;
    if (env.status === 0) return { ok: true, data: env.data };
    return { ok: false, message: env.message || `status ${env.status}` };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

/** The demo sites the playground offers. */
export const DEMO_SLDS = ['all', 'cmg', 'amr', 'jnem', 'emf', 'closed'] as const;

export interface SiteEntry {
  sld: string;
  site: Site;
  /** 0, or 10001 for a closed (forbidden) site: still editable. */
  status: number;
}

export function siteIdOf(site: Site): number {
  return Number(site.siteId ?? site.id ?? 0);
}

/** Look up the demo sites; unknown ones are left out, failures are reported. */
export async function fetchSites(): Promise<{ sites: SiteEntry[]; errors: string[] }> {
  const results = await Promise.all(
    DEMO_SLDS.map(async (sld) => {
      try {
        const env = await api.siteBySld({ sld });
        if ((env.status === 0 || env.status === 10001) && env.data) return { sld, site: env.data, status: env.status };
        return `${sld}: ${env.message || `status ${env.status}`}`;
      } catch (err) {
        return `${sld}: ${err instanceof Error ? err.message : String(err)}`;
      }
    }),
  );
  const sites: SiteEntry[] = [];
  const errors: string[] = [];
  for (const r of results) typeof r === 'string' ? errors.push(r) : sites.push(r);
  return { sites, errors };
}

export interface PartContext {
  site: Site;
  pageKind: string;
  channelId?: string;
}

/** The current value of one part, as the engine would load it. */
export async function fetchPart(part: PartKey, ctx: PartContext): Promise<Fetched<unknown>> {
  const siteId = siteIdOf(ctx.site);
  if (part === 'site') return { ok: true, data: ctx.site };
  if (part === 'layout') return getData(api.layout({ siteId, page: ctx.pageKind as ParamsOf<'layout'>['page'] }));
  if (part === 'moduleList') {
    if (!ctx.channelId) return { ok: false, message: 'no channel selected' };
    return getData(api.moduleList({ siteId, channelId: Number(ctx.channelId) }));
  }
  if (!isBundlePart(part)) return { ok: false, message: `unknown part ${String(part)}` };
  return getData(requestPart(api, part, siteId));
}

export interface ConfigLayer {
  name: string;
  docs: unknown;
}

export async function fetchConfigLayers(siteId: number): Promise<Fetched<{ layers: ConfigLayer[] }>> {
  return getData(api.configLayers({ siteId }) as Promise<Envelope<{ layers: ConfigLayer[] }>>);
}
