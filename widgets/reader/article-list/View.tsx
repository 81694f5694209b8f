/**
 * Online first / just accepted / most read. Full page: every article with its version label,
 * paged by `?page=N` links. Short list (limit, home page): a titled list with a More link.
 * Most read: ranked, with a period selector made of links (`?range=3m`), so every period is a
 * server-rendered URL.
 */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { themeVar } from '../../../engine/theme';
import { ArticleItem } from '../../shared/reader/ArticleItem';
import { readerHref, withQuery } from '../../shared/reader/links';
import { Pager } from '../../shared/reader/Pager';
import { StateNotice } from '../../shared/reader/StateNotice';
import { byLang, safeHref } from '../../shared/text';
import { RANGES, rangeOf, type ArticleListData, type ArticleListProps, type ListedArticle, type ListMode } from './load';

const rootCss = css`
  margin: 0 0 24px;
  .title-row {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
    border-bottom: 2px solid ${themeVar.primary};
    margin-bottom: 4px;
  }
  .title-row h2 {
    margin: 0 0 6px;
    font-size: 20px;
    color: #1a1a1a;
  }
  a.more {
    color: ${themeVar.primary};
    font-size: 14px;
    text-decoration: none;
  }
  a.more:hover,
  a.more:focus-visible {
    text-decoration: underline;
  }
  .more-row {
    text-align: center;
  }
  .list {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .ranked li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  .ranked li > article {
    flex: 1;
    min-width: 0;
  }
  .rank {
    flex: none;
    width: 28px;
    height: 28px;
    margin-top: 14px;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 14px;
    font-weight: 600;
    background: #eee;
    color: #333;
  }
  .ranked li:nth-of-type(-n + 3) .rank {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .value {
    display: block;
    margin-top: 6px;
    font-size: 12px;
    color: #666;
    white-space: nowrap;
  }
  .ranges {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 10px 0 4px;
    padding: 0;
    list-style: none;
  }
  .ranges a {
    display: inline-block;
    padding: 4px 10px;
    min-height: 28px;
    box-sizing: border-box;
    border: 1px solid #d0d0d0;
    border-radius: 14px;
    color: #333;
    font-size: 13px;
    text-decoration: none;
  }
  .ranges a:hover,
  .ranges a:focus-visible {
    border-color: ${themeVar.primary};
    color: ${themeVar.primary};
  }
  .ranges a[aria-current='page'] {
    background: ${themeVar.primary};
    border-color: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  @media (max-width: 600px) {
    .ranked li {
      gap: 8px;
    }
  }
`;

const FULL_PAGE: Record<ListMode, string | undefined> = { onlineFirst: 'onlineFirst', justAccepted: 'justAccepted', mostRead: undefined };

/** Just-accepted articles have no online date yet: their source line shows the acceptance date. */
function shown(a: ListedArticle, mode: ListMode): ListedArticle {
  return mode === 'justAccepted' && !a.onlineDate && a.acceptedDate ? { ...a, onlineDate: a.acceptedDate } : a;
}

function RangeSelector({ current }: { current: string }) {
  const page = usePage();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('issueLists.rankRange')}>
      <ul className="ranges">
        {RANGES.map((r) => (
          <li key={r}>
            <a href={withQuery(page, { range: r === 'all' ? undefined : r, page: undefined })} aria-current={r === current ? 'page' : undefined}>
              {t(`issueLists.range.${r}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function ArticleList({ props, data, id }: WidgetViewProps<ArticleListProps, ArticleListData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const mode: ListMode = data?.mode ?? props.mode ?? 'onlineFirst';
  const short = props.limit !== undefined;
  const name = t(`issueLists.${mode}`);
  const heading = byLang(page.uiLang, props.title, props.enTitle) ?? (short ? name : undefined);
  const more = short ? (safeHref(props.moreLink) ?? (FULL_PAGE[mode] ? readerHref(page, FULL_PAGE[mode]!) : undefined)) : undefined;
  const level = heading ? 3 : 2;
  const ranked = mode === 'mostRead';

  let body;
  if (!data) body = <StateNotice kind="loading" />;
  else if (!data.items.ok) body = <StateNotice kind="error" />;
  else if (data.items.data.list.length === 0)
    body = (
      <>
        <StateNotice kind="empty" />
        {data.paged && data.page > 1 && (
          <p className="more-row">
            <a className="more" href={withQuery(page, { page: undefined })}>
              {t('issueLists.firstPage')}
            </a>
          </p>
        )}
      </>
    );
  else {
    const list = data.items.data.list;
    const by = props.by ?? 'views';
    const Tag = ranked ? 'ol' : 'ul';
    body = (
      <Tag className={`list${ranked ? ' ranked' : ''}`}>
        {list.map((a, i) => (
          <li key={a.id}>
            {ranked && (
              <span className="rank" aria-hidden="true">
                {a.rank ?? i + 1}
              </span>
            )}
            <ArticleItem article={shown(a, mode)} showVersion headingLevel={level} />
            {ranked && typeof a.value === 'number' && <span className="value">{t(`issueLists.rankValue.${by}`, { n: a.value })}</span>}
          </li>
        ))}
      </Tag>
    );
  }

  return (
    <section
      css={rootCss}
      aria-labelledby={heading ? `${id}-title` : undefined}
      aria-label={heading ? undefined : name}
      data-widget="article-list"
      data-mode={mode}
    >
      {heading && (
        <div className="title-row">
          <h2 id={`${id}-title`}>{heading}</h2>
          {more && (
            <a className="more" href={more} aria-label={t('issueLists.moreOf', { name: heading })}>
              {t('common.more')}
            </a>
          )}
        </div>
      )}
      {ranked && <RangeSelector current={data?.range ?? rangeOf(page.route.query, props.range)} />}
      {body}
      {data?.paged && data.items.ok && <Pager total={data.items.data.total} page={data.page} size={data.size} />}
    </section>
  );
}
