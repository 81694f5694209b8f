/** Head of the back-issue page: its name and "Back issues of <site>: N issues, 2024–2026." */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import { siteNameOf, type PageHeadPart } from '../../../engine/render/pageHead';
import type { BackIssuesData } from './load';

export function backIssuesHead({ data, page }: { data: BackIssuesData | undefined; page: PageData }): PageHeadPart | undefined {
  if (page.pageKind !== 'issues') return undefined; // placed elsewhere it is one list among others
  const t = tFor(page.uiLang);
  const part: PageHeadPart = { title: t('issueLists.backIssues') };
  if (data?.tree.ok && data.tree.data.length > 0) {
    const years = data.tree.data.map((y) => y.year);
    const count = data.tree.data.reduce((n, y) => n + y.periods.length, 0);
    part.description = t('issueLists.descIssues', { journal: siteNameOf(page), count, from: Math.min(...years), to: Math.max(...years) });
  }
  return part;
}
