/** Default back-issue view: each year a heading over a grid of its issues (cover, issue, date). */
import { useTranslation } from '../../../engine/i18n/useTranslation';
import type { WidgetViewProps } from '../../../engine/registry/types';
import type { YearGroup } from '../issue-contents/periods';
import type { BackIssuesData, BackIssuesProps } from './load';
import { IssueCard, Shell, useCurrent } from './parts';

export default function GridView({ data, id }: WidgetViewProps<BackIssuesProps, BackIssuesData | undefined>) {
  return <Shell data={data}>{(tree) => <Grid tree={tree} data={data!} id={id} />}</Shell>;
}

function Grid({ tree, data, id }: { tree: YearGroup[]; data: BackIssuesData; id: string }) {
  const { t } = useTranslation();
  const current = useCurrent(tree);
  return (
    <>
      {tree.map((y) => (
        <section className="year" key={y.year} aria-labelledby={`${id}-y${y.year}`}>
          <h2 id={`${id}-y${y.year}`}>{t('issueLists.year', { year: y.year })}</h2>
          <ul className="grid">
            {y.periods.map((p) => (
              <li key={p.id}>
                <IssueCard p={p} data={data} current={current.has(p.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
