/** backIssueStyle 3: the by-year tree. Each year opens and closes; the current (latest) year starts open. */
import { useTranslation } from '../../../engine/i18n/useTranslation';
import type { WidgetViewProps } from '../../../engine/registry/types';
import type { YearGroup } from '../issue-contents/periods';
import type { BackIssuesData, BackIssuesProps } from './load';
import { Disclosure, IssueList, Shell, useCurrent, useOpenSet } from './parts';

export default function YearTreeView({ data, id }: WidgetViewProps<BackIssuesProps, BackIssuesData | undefined>) {
  return <Shell data={data}>{(tree) => <YearTree tree={tree} data={data!} id={id} />}</Shell>;
}

function YearTree({ tree, data, id }: { tree: YearGroup[]; data: BackIssuesData; id: string }) {
  const { t } = useTranslation();
  const current = useCurrent(tree);
  const [open, toggle] = useOpenSet(() => [`y${Math.max(...tree.map((y) => y.year))}`]);
  return (
    <>
      {tree.map((y) => {
        const key = `y${y.year}`;
        return (
          <Disclosure
            key={y.year}
            className="year-node"
            panelId={`${id}-${key}`}
            level={2}
            label={t('issueLists.year', { year: y.year })}
            aside={t('issueLists.issueCount', { count: y.periods.length })}
            open={open.has(key)}
            onToggle={() => toggle(key)}
          >
            <IssueList periods={y.periods} data={data} current={current} withJournal />
          </Disclosure>
        );
      })}
    </>
  );
}
