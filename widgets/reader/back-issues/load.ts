/**
 * Loader of back-issues: the issue tree of the site scope by year (/front/front-period/getPeriodTree
 * groupByYear=1, newest first unless `ascending`) and, on group / aggregate sites, the journals of
 * the scope (names for the journal tree and the issue labels).
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type Loaded } from '../../shared/reader/content';
import { isMultiJournal, loadJournals, siteIdOf, type Journal, type YearGroup } from '../issue-contents/periods';

export interface BackIssuesProps {
  /** Oldest year and issue first. */
  ascending?: boolean;
  /** Leave out the current (latest) issue of each journal. */
  backOnly?: boolean;
}

export interface BackIssuesData {
  tree: Loaded<YearGroup[]>;
  /** Several journals share the site (group, all): links carry `?journal=`. */
  multi: boolean;
  journals?: Loaded<Journal[]>;
}

export async function loadBackIssues({ api, site, props }: WidgetLoadContext<BackIssuesProps>): Promise<BackIssuesData> {
  const siteId = siteIdOf(site);
  const multi = isMultiJournal(site);
  const [tree, journals] = await Promise.all([
    fetchData<YearGroup[]>(
      api.periodTree({
      siteId,
      groupByYear: 1,
      periodAsc: props.ascending ? 1 : 0,
      isBack: props.backOnly ? 1 : 0,
    })),
    multi ? loadJournals(api, siteId) : Promise.resolve(undefined),
  ]);
  if (tree.ok && !Array.isArray(tree.data)) return { tree: { ok: true, data: [] }, multi, ...(journals ? { journals } : {}) };
  return { tree, multi, ...(journals ? { journals } : {}) };
}

export { backIssueVariant } from './variant';
