/** Head of the issue page: "2025, Vol. 39, Issue 4" / "2025年 第39卷 第4期", its description; 404 when unknown. */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import { siteNameOf, type PageHeadPart } from '../../../engine/render/pageHead';
import type { IssueContentsData } from './load';
import { issueTitle, journalName } from './periods';

export function issueContentsHead({ data, page }: { data: IssueContentsData | undefined; page: PageData }): PageHeadPart | undefined {
  if (!data || data.mode !== 'page') return undefined; // on the home page the issue is one list among others
  if (data.notFound) return { status: 404, noindex: true };
  if (!data.info.ok) return undefined;
  const t = tFor(page.uiLang);
  const p = data.info.data.period;
  const issue = issueTitle(t, p);
  const journal = data.multi ? journalName(data.journals, p.siteId, page.uiLang) : siteNameOf(page);
  return {
    title: data.multi ? t('issueLists.journalIssue', { journal, issue }) : issue,
    description: t('issueLists.descIssue', { journal, issue, count: data.info.data.total }),
  };
}
