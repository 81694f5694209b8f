/**
 * Issue (period) helpers shared by the issue-list widgets (back-issues, issue-contents): the
 * period shapes of /front/front-period, issue titles in both languages, the journals of a group
 * or aggregate site, and issue links that name the journal where several share the site.
 */
import type { TFunction } from 'i18next';
import type { DataClient } from '../../../engine/data/client';
import type { PageContextValue } from '../../../engine/render/context';
import type { UiLang } from '../../../engine/routing/pageKinds';
import type { Site } from '../../../schemas/generated/types';
import { fetchData, pick, type Loaded, type Paged } from '../../shared/reader/content';
import { readerHref } from '../../shared/reader/links';

export type { PeriodItem } from '../../../server/services/content/mappers';
import type { PeriodItem } from '../../../server/services/content/mappers';

/** getPeriodTree with groupByYear=1. */
export interface YearGroup {
  year: number;
  periods: PeriodItem[];
}

/** A journal of the site scope (/front/front-publication/search). */
export interface Journal {
  siteId: number;
  sld: string | null;
  name: string;
  enName: string;
  cover: string | null;
}

/** Group and aggregate sites show several journals; a single site only itself. */
export function isMultiJournal(site: Pick<Site, 'type' | 'groupSite'>): boolean {
  return site.type === 'group' || site.type === 'all' || site.groupSite === 1;
}

export const siteIdOf = (site: Pick<Site, 'siteId' | 'id'>): number => Number(site.siteId ?? site.id ?? 0);

/** The journals of a site scope, by site id. */
export async function loadJournals(api: DataClient, siteId: number): Promise<Loaded<Journal[]>> {
  const r = await fetchData<Paged<Journal>>(api.publicationSearch({ siteId, page: 1, size: 100 }));
  if (!r.ok) return r;
  return {
    ok: true,
    data: (r.data?.list ?? []).map((j) => ({ siteId: j.siteId, sld: j.sld ?? null, name: j.name ?? '', enName: j.enName ?? '', cover: j.cover ?? null })),
  };
}

/** A journal's name in the interface language; its label or id when the list is missing. */
export function journalName(journals: Loaded<Journal[]> | undefined, siteId: number, uiLang: UiLang): string {
  const j = journals?.ok ? journals.data.find((x) => x.siteId === siteId) : undefined;
  if (j) return pick(uiLang, j.name, j.enName) || j.sld || String(siteId);
  return String(siteId);
}

type PeriodLike = Pick<PeriodItem, 'year' | 'volume' | 'issue'>;

/** "2025, Vol. 39, Issue 4" / "2025年 第39卷 第4期" (without the volume when there is none). */
export function issueTitle(t: TFunction, p: PeriodLike): string {
  return p.volume !== null && p.volume !== undefined
    ? t('issueLists.issueTitle', { year: p.year, volume: p.volume, issue: p.issue })
    : t('issueLists.issueTitleNoVolume', { year: p.year, issue: p.issue });
}

/**
 * The issue page of a period in the current route family: /{lang}/issue/{year}/{issue}; on a
 * site showing several journals `?journal=<siteId>` says whose issue it is (years and issue
 * numbers repeat across journals).
 */
export function periodHref(page: Pick<PageContextValue, 'route' | 'lang'>, p: Pick<PeriodItem, 'year' | 'issue' | 'siteId'>, multi: boolean): string {
  return readerHref(page, `issue/${p.year}/${p.issue}`, multi ? { journal: p.siteId } : {});
}

/** The journal a `?journal=` query names, when the site shows it (group members; anything on `all`). */
export function journalParam(site: Site, query: Record<string, string>): number | undefined {
  if (!isMultiJournal(site)) return undefined;
  const raw = query.journal;
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  if (site.type === 'all') return id;
  return (site.memberSiteIds ?? []).includes(id) || id === siteIdOf(site) ? id : undefined;
}

/** The latest issue (highest year, then issue) of each journal: the "current" ones. */
export function currentIssueIds(periods: Iterable<PeriodItem>): Set<number> {
  const latest = new Map<number, PeriodItem>();
  for (const p of periods) {
    const l = latest.get(p.siteId);
    if (!l || p.year > l.year || (p.year === l.year && p.issue > l.issue)) latest.set(p.siteId, p);
  }
  return new Set([...latest.values()].map((p) => p.id));
}
