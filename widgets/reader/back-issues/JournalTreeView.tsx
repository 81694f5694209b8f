/**
 * style 7: the journal tree. Group and aggregate sites: journals -> years -> issues (every journal
 * open, its latest year open); a single site: the journal itself is the root.
 */
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { siteNameOf } from '../../../engine/render/pageHead';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { journalName, siteIdOf, type PeriodItem, type YearGroup } from '../issue-contents/periods';
import type { BackIssuesData, BackIssuesProps } from './load';
import { Disclosure, IssueList, Shell, useCurrent, useOpenSet } from './parts';

export default function JournalTreeView({ data, id }: WidgetViewProps<BackIssuesProps, BackIssuesData | undefined>) {
  return <Shell data={data}>{(tree) => <JournalTree tree={tree} data={data!} id={id} />}</Shell>;
}

interface JournalNode {
  siteId: number;
  name: string;
  years: YearGroup[];
}

/** Regroup the by-year tree by journal, in the order of the journal list (then first appearance). */
export function byJournal(tree: YearGroup[], order: number[], nameOf: (siteId: number) => string): JournalNode[] {
  const nodes = new Map<number, JournalNode>();
  for (const id of order) nodes.set(id, { siteId: id, name: nameOf(id), years: [] });
  for (const y of tree) {
    const per = new Map<number, PeriodItem[]>();
    for (const p of y.periods) {
      if (!per.has(p.siteId)) per.set(p.siteId, []);
      per.get(p.siteId)!.push(p);
    }
    for (const [siteId, periods] of per) {
      if (!nodes.has(siteId)) nodes.set(siteId, { siteId, name: nameOf(siteId), years: [] });
      nodes.get(siteId)!.years.push({ year: y.year, periods });
    }
  }
  return [...nodes.values()].filter((n) => n.years.length > 0);
}

function JournalTree({ tree, data, id }: { tree: YearGroup[]; data: BackIssuesData; id: string }) {
  const page = usePage();
  const { t } = useTranslation();
  const current = useCurrent(tree);
  const own = siteIdOf(page.site);
  const order = data.multi && data.journals?.ok ? data.journals.data.map((j) => j.siteId) : [];
  const journals = data.multi
    ? byJournal(tree, order, (siteId) => journalName(data.journals, siteId, page.uiLang))
    : [{ siteId: own, name: siteNameOf(page), years: tree }];
  const [open, toggle] = useOpenSet(() => journals.flatMap((j) => [`j${j.siteId}`, `j${j.siteId}y${Math.max(...j.years.map((y) => y.year))}`]));
  return (
    <ul className="journals">
      {journals.map((j) => {
        const jKey = `j${j.siteId}`;
        const count = j.years.reduce((n, y) => n + y.periods.length, 0);
        return (
          <li key={j.siteId}>
            <Disclosure
              className="journal"
              panelId={`${id}-${jKey}`}
              level={2}
              label={j.name}
              aside={t('issueLists.issueCount', { count })}
              open={open.has(jKey)}
              onToggle={() => toggle(jKey)}
            >
              {j.years.map((y) => {
                const key = `${jKey}y${y.year}`;
                return (
                  <Disclosure
                    key={y.year}
                    className="year-node"
                    panelId={`${id}-${key}`}
                    level={3}
                    label={t('issueLists.year', { year: y.year })}
                    aside={t('issueLists.issueCount', { count: y.periods.length })}
                    open={open.has(key)}
                    onToggle={() => toggle(key)}
                  >
                    <IssueList periods={y.periods} data={data} current={current} withJournal={false} />
                  </Disclosure>
                );
              })}
            </Disclosure>
          </li>
        );
      })}
    </ul>
  );
}
