/**
 * One issue's contents grouped by column. Page mode: issue header (cover, year / volume / issue,
 * publish date, article count) with previous / next issue links, then every column. Latest mode
 * (home page): a titled short list of the latest issue with a link to the whole issue.
 */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import type { TFunction } from 'i18next';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { themeVar } from '../../../engine/theme';
import { ArticleItem } from '../../shared/reader/ArticleItem';
import { pick, showDate } from '../../shared/reader/content';
import { readerHref } from '../../shared/reader/links';
import { StateNotice } from '../../shared/reader/StateNotice';
import { byLang, fileUrl } from '../../shared/text';
import type { ColumnGroup, IssueContentsData, IssueContentsProps, PeriodInfo } from './load';
import { issueTitle, journalName, periodHref, type PeriodItem } from './periods';

const rootCss = css`
  margin: 0 0 24px;
  .issue-head {
    display: flex;
    flex-wrap: wrap;
    gap: 16px 24px;
    align-items: flex-start;
    padding: 16px;
    margin-bottom: 8px;
    background: ${themeVar.primary10};
    border-radius: 6px;
  }
  .issue-head img {
    width: 120px;
    height: auto;
    border: 1px solid #ddd;
    background: #fff;
    flex: none;
  }
  .issue-head .info {
    flex: 1 1 240px;
    min-width: 0;
  }
  .issue-head h2 {
    margin: 0 0 6px;
    font-size: 22px;
    line-height: 1.4;
    color: #1a1a1a;
  }
  .journal {
    margin: 0 0 4px;
    font-size: 15px;
    color: ${themeVar.primary};
    font-weight: 600;
  }
  .meta {
    margin: 2px 0;
    font-size: 14px;
    color: #555;
  }
  .meta span + span::before {
    content: ' · ';
  }
  nav.issues {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    margin-top: 12px;
  }
  nav.issues a {
    display: inline-flex;
    flex-direction: column;
    padding: 6px 12px;
    border: 1px solid ${themeVar.primary};
    border-radius: 4px;
    color: ${themeVar.primary};
    text-decoration: none;
    font-size: 14px;
    line-height: 1.4;
    background: #fff;
  }
  nav.issues a small {
    color: #555;
    font-size: 12px;
  }
  nav.issues a:hover,
  nav.issues a:focus-visible {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  nav.issues a:hover small,
  nav.issues a:focus-visible small {
    color: inherit;
  }
  .column h3 {
    margin: 20px 0 0;
    padding: 6px 10px;
    font-size: 17px;
    color: ${themeVar.hover};
    border-left: 4px solid ${themeVar.primary};
    background: #f7f7f7;
  }
  .title-row {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
    border-bottom: 2px solid ${themeVar.primary};
    margin-bottom: 8px;
  }
  .title-row h2 {
    margin: 0 0 6px;
    font-size: 20px;
    color: #1a1a1a;
  }
  .issue-line {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 8px 0;
    font-size: 15px;
  }
  .issue-line img {
    width: 48px;
    height: auto;
    border: 1px solid #ddd;
  }
  a.more,
  .issue-line a {
    color: ${themeVar.primary};
  }
  a.more {
    font-size: 14px;
  }
  .more-row {
    margin: 12px 0 0;
    text-align: right;
  }
  @media (max-width: 600px) {
    .issue-head {
      padding: 12px;
    }
    .issue-head img {
      width: 88px;
    }
    .issue-head h2 {
      font-size: 19px;
    }
  }
`;

function Columns({ columns, t, uiLang, level }: { columns: ColumnGroup[]; t: TFunction; uiLang: 'zh' | 'en'; level: 3 | 4 }) {
  return (
    <>
      {columns.map((c, i) => (
        <section className="column" key={c.id ?? `none${i}`} data-column-id={c.id ?? undefined}>
          <h3>{c.id === null ? t('issueLists.otherColumn') : pick(uiLang, c.name, c.enName) || t('issueLists.otherColumn')}</h3>
          {c.articles.map((a) => (
            <ArticleItem key={a.id} article={a} headingLevel={level} />
          ))}
        </section>
      ))}
    </>
  );
}

function NeighbourLink({ p, rel, multi }: { p: PeriodItem; rel: 'prev' | 'next'; multi: boolean }) {
  const page = usePage();
  const { t } = useTranslation();
  return (
    <a href={periodHref(page, p, multi)} rel={rel}>
      <span>{t(rel === 'prev' ? 'issueLists.prevIssue' : 'issueLists.nextIssue')}</span> <small>{issueTitle(t, p)}</small>
    </a>
  );
}

function IssuePage({ info, data, id }: { info: PeriodInfo; data: IssueContentsData; id: string }) {
  const page = usePage();
  const { t } = useTranslation();
  const p = info.period;
  const title = issueTitle(t, p);
  const cover = fileUrl(p.cover);
  const date = showDate(p.publishDate);
  return (
    <>
      <header className="issue-head">
        {cover && <img src={cover} alt={t('issueLists.cover', { issue: title })} width={120} height={160} />}
        <div className="info">
          {data.multi && <p className="journal">{journalName(data.journals, p.siteId, page.uiLang)}</p>}
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="meta">
            {date && <span>{t('issueLists.published', { date })}</span>}
            <span>{t('issueLists.articleCount', { count: info.total })}</span>
          </p>
          <nav className="issues" aria-label={t('issueLists.issueNav')}>
            {data.prev && <NeighbourLink p={data.prev} rel="prev" multi={data.multi} />}
            <a href={readerHref(page, 'issues')}>
              <span>{t('issueLists.allIssues')}</span>
            </a>
            {data.next && <NeighbourLink p={data.next} rel="next" multi={data.multi} />}
          </nav>
        </div>
      </header>
      {info.columns.length === 0 ? <StateNotice kind="empty" /> : <Columns columns={info.columns} t={t} uiLang={page.uiLang} level={4} />}
    </>
  );
}

function LatestIssue({ info, data, id }: { info: PeriodInfo; data: IssueContentsData; id: string }) {
  const page = usePage();
  const { t } = useTranslation();
  const p = info.period;
  const title = issueTitle(t, p);
  const href = periodHref(page, p, data.multi);
  const cover = fileUrl(p.cover);
  const date = showDate(p.publishDate);
  const shown = info.columns.reduce((n, c) => n + c.articles.length, 0);
  return (
    <>
      <p className="issue-line">
        {cover && <img src={cover} alt="" width={48} height={64} loading="lazy" />}
        <span>
          {data.multi && <>{journalName(data.journals, p.siteId, page.uiLang)} </>}
          <a href={href}>{title}</a>
          {date && <span className="meta"> · {t('issueLists.published', { date })}</span>}
        </span>
      </p>
      {info.columns.length === 0 ? <StateNotice kind="empty" /> : <Columns columns={info.columns} t={t} uiLang={page.uiLang} level={4} />}
      {shown < info.total && (
        <p className="more-row">
          <a className="more" href={href} aria-describedby={`${id}-title`}>
            {t('issueLists.wholeIssue')}
          </a>
        </p>
      )}
    </>
  );
}

export default function IssueContents({ props, data, id }: WidgetViewProps<IssueContentsProps, IssueContentsData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const latest = data ? data.mode === 'latest' : props.latest === true;
  const heading = latest ? (byLang(page.uiLang, props.title, props.enTitle) ?? t('issueLists.latestIssue')) : undefined;
  let body;
  if (!data) body = <StateNotice kind="loading" />;
  else if (data.notFound) body = <StateNotice kind="empty" />;
  else if (!data.info.ok) body = <StateNotice kind="error" />;
  else if (latest) body = <LatestIssue info={data.info.data} data={data} id={id} />;
  else body = <IssuePage info={data.info.data} data={data} id={id} />;
  return (
    <section css={rootCss} aria-labelledby={heading || data?.info.ok ? `${id}-title` : undefined} data-widget="issue-contents">
      {heading && (
        <div className="title-row">
          <h2 id={`${id}-title`}>{heading}</h2>
        </div>
      )}
      {body}
      {data?.notFound && (
        <p className="more-row">
          <a className="more" href={readerHref(page, 'issues')}>
            {t('issueLists.allIssues')}
          </a>
        </p>
      )}
    </section>
  );
}
