/** Pieces the three back-issue views share: the state shell, issue links, year / journal disclosures. */
import { useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import { showDate } from '../../shared/reader/content';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { currentIssueIds, journalName, periodHref, type PeriodItem, type YearGroup } from '../issue-contents/periods';
import type { BackIssuesData } from './load';

export const rootCss = css`
  margin: 0 0 24px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .year h2 {
    margin: 20px 0 10px;
    font-size: 18px;
    color: #1a1a1a;
    border-bottom: 1px solid #e2e2e2;
    padding-bottom: 6px;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
    gap: 14px;
  }
  .card {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    height: 100%;
    box-sizing: border-box;
    padding: 10px 8px;
    border: 1px solid #e2e2e2;
    border-radius: 6px;
    color: #222;
    text-decoration: none;
    text-align: center;
    font-size: 14px;
    line-height: 1.4;
    background: #fff;
  }
  .card img {
    width: 90px;
    height: 120px;
    object-fit: cover;
    border: 1px solid #eee;
  }
  .card:hover,
  .card:focus-visible {
    border-color: ${themeVar.primary};
    color: ${themeVar.primary};
  }
  .card .j {
    font-size: 12px;
    color: #555;
  }
  small {
    color: #666;
    font-size: 12px;
  }
  .badge {
    display: inline-block;
    padding: 0 6px;
    border-radius: 3px;
    font-size: 12px;
    line-height: 18px;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .node-head {
    margin: 0;
    font-size: 16px;
  }
  .node-head button {
    display: flex;
    width: 100%;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    border-bottom: 1px solid #e2e2e2;
    background: #fafafa;
    color: #1a1a1a;
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  .node-head button:hover {
    color: ${themeVar.hover};
    background: ${themeVar.primary10};
  }
  .node-head button:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: -2px;
  }
  .node-head button small {
    font-weight: 400;
    margin-left: auto;
  }
  .chev {
    width: 0;
    height: 0;
    border-left: 6px solid currentColor;
    border-top: 5px solid transparent;
    border-bottom: 5px solid transparent;
    transition: transform 0.15s;
    flex: none;
  }
  [aria-expanded='true'] .chev {
    transform: rotate(90deg);
  }
  .journal > .node-head button {
    font-size: 17px;
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
  .panel {
    padding: 6px 0 6px 20px;
  }
  .issue-list li a {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 10px;
    min-height: 40px;
    padding: 6px 8px;
    color: #222;
    text-decoration: none;
    border-bottom: 1px dashed #eee;
  }
  .issue-list li a:hover,
  .issue-list li a:focus-visible {
    color: ${themeVar.hover};
    background: ${themeVar.primary10};
  }
  .issue-list img {
    width: 30px;
    height: 40px;
    object-fit: cover;
    border: 1px solid #eee;
  }
  @media (max-width: 600px) {
    .grid {
      grid-template-columns: repeat(auto-fill, minmax(100px, 1fr));
      gap: 10px;
    }
    .card img {
      width: 72px;
      height: 96px;
    }
    .panel {
      padding-left: 10px;
    }
  }
`;

export type ViewProps = { data: BackIssuesData | undefined; id: string };

/** Loading / error / empty, else the view's content for a non-empty tree. */
export function Shell({ data, children }: { data: BackIssuesData | undefined; children: (tree: YearGroup[]) => ReactNode }) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!data) body = <StateNotice kind="loading" />;
  else if (!data.tree.ok) body = <StateNotice kind="error" />;
  else if (data.tree.data.length === 0) body = <StateNotice kind="empty" />;
  else body = children(data.tree.data);
  return (
    <nav css={rootCss} aria-label={t('issueLists.backIssueList')} data-widget="back-issues">
      {body}
    </nav>
  );
}

export function useCurrent(tree: YearGroup[]): Set<number> {
  return currentIssueIds(tree.flatMap((y) => y.periods));
}

/** The label of an issue in a list: 第N期 / Issue N, with the journal on multi-journal sites when asked. */
export function IssueLabel({ p, data, withJournal }: { p: PeriodItem; data: BackIssuesData; withJournal: boolean }) {
  const { t } = useTranslation();
  const { uiLang } = usePage();
  return (
    <>
      {withJournal && data.multi && (
        <>
          <span className="j">{journalName(data.journals, p.siteId, uiLang)}</span>{' '}
        </>
      )}
      <span>{t('issueLists.issueNo', { issue: p.issue })}</span>
    </>
  );
}

/** One issue as a grid card: cover, label, publish date. */
export function IssueCard({ p, data, current }: { p: PeriodItem; data: BackIssuesData; current: boolean }) {
  const page = usePage();
  const { t } = useTranslation();
  const cover = fileUrl(p.cover);
  return (
    <a className="card" href={periodHref(page, p, data.multi)}>
      {cover && <img src={cover} alt="" width={90} height={120} loading="lazy" />}
      <IssueLabel p={p} data={data} withJournal />
      {showDate(p.publishDate) && (
        <>
          {' '}
          <small>{showDate(p.publishDate)}</small>
        </>
      )}
      {current && (
        <>
          {' '}
          <span className="badge">{t('issueLists.current')}</span>
        </>
      )}
    </a>
  );
}

/** The issues of one year (of one journal) as a list of links. */
export function IssueList({
  periods,
  data,
  current,
  withJournal,
}: {
  periods: PeriodItem[];
  data: BackIssuesData;
  current: Set<number>;
  withJournal: boolean;
}) {
  const page = usePage();
  const { t } = useTranslation();
  return (
    <ul className="issue-list">
      {periods.map((p) => {
        const cover = fileUrl(p.cover);
        const isCurrent = current.has(p.id);
        return (
          <li key={p.id}>
            <a href={periodHref(page, p, data.multi)}>
              {cover && <img src={cover} alt="" width={30} height={40} loading="lazy" />}
              <IssueLabel p={p} data={data} withJournal={withJournal} />
              {showDate(p.publishDate) && (
                <>
                  {' '}
                  <small>{showDate(p.publishDate)}</small>
                </>
              )}
              {isCurrent && (
                <>
                  {' '}
                  <span className="badge">{t('issueLists.current')}</span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Which nodes are open: starts from `initial`, toggled by the node buttons. */
export function useOpenSet(initial: () => string[]): [Set<string>, (key: string) => void] {
  const [open, setOpen] = useState(() => new Set(initial()));
  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return [open, toggle];
}

/**
 * A node of a tree as a disclosure (heading + button with aria-expanded / aria-controls + panel):
 * Tab reaches every node, Enter / Space open and close it. Closed panels stay in the HTML, hidden,
 * so every issue link is server-rendered.
 */
export function Disclosure({
  panelId,
  level,
  label,
  aside,
  open,
  onToggle,
  className,
  children,
}: {
  panelId: string;
  level: 2 | 3;
  label: ReactNode;
  aside?: ReactNode;
  open: boolean;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  const H = `h${level}` as const;
  return (
    <div className={className}>
      <H className="node-head">
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className="chev" aria-hidden="true" />
          <span>{label}</span>
          {aside && (
            <>
              {' '}
              <small>{aside}</small>
            </>
          )}
        </button>
      </H>
      <div className="panel" id={panelId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
