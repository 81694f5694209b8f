/**
 * News list (spec 9 "News tabs"): the news page with the four tabs as links (server-rendered,
 * aria-current on the shown tab), pinned items first, pictures with the spec 3 fallback, paged;
 * or, with props.limit, the short list of the home page with a More link. Reprints open their
 * source in a new tab; other items their detail page.
 */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage, type PageContextValue } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { showDate } from '../../shared/reader/content';
import { withQuery, readerHref } from '../../shared/reader/links';
import { Pager } from '../../shared/reader/Pager';
import { StateNotice } from '../../shared/reader/StateNotice';
import { byLang } from '../../shared/text';
import type { NewsListData, NewsListProps } from './load';
import { NEWS_TABS, newsLink, newsListHref, newsPicture, newsText, type NewsItem } from './model';
import { badge, focusRing, srOnly } from './ui';
import { cx } from '../../../engine/theme/cx';

const rootCss = css`
  margin: 0 0 24px;
  ${focusRing};
`;

const tabsCss = css`
  margin: 0 0 8px;
  border-bottom: 2px solid ${themeVar.primary};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 8px 18px;
    border-radius: 4px 4px 0 0;
    color: #333;
    text-decoration: none;
    font-size: 15px;
    line-height: 1.5;
  }
  a:hover {
    color: ${themeVar.hover};
    background: ${themeVar.primary10};
  }
  a[aria-current='page'] {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  @media (max-width: 640px) {
    a {
      padding: 6px 10px;
      font-size: 14px;
    }
  }
`;

const listCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    position: relative;
    display: flex;
    gap: 16px;
    padding: 16px 0;
    border-bottom: 1px solid #eee;
  }
  > li:hover h2 a,
  > li:hover h3 a {
    color: ${themeVar.hover};
  }
  .pic {
    flex: 0 0 200px;
    height: 125px;
    border-radius: 4px;
    overflow: hidden;
    background: ${themeVar.primary10};
  }
  .pic img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .pic-default {
    background: linear-gradient(135deg, ${themeVar.primary} 0%, ${themeVar.primary80} 55%, ${themeVar.primary10} 100%);
  }
  .body {
    flex: 1 1 auto;
    min-width: 0;
  }
  h2,
  h3 {
    margin: 0 0 6px;
    font-size: 17px;
    line-height: 1.5;
    font-weight: 600;
  }
  h2 a,
  h3 a {
    color: #1a1a1a;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  /* the whole item is the title's link target */
  h2 a::after,
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .meta {
    margin: 0 0 6px;
    font-size: 13px;
    color: #666;
  }
  .summary {
    margin: 0;
    font-size: 14px;
    line-height: 1.7;
    color: #444;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  @media (max-width: 640px) {
    > li {
      gap: 12px;
      padding: 12px 0;
    }
    .pic {
      flex-basis: 96px;
      height: 64px;
    }
    h2,
    h3 {
      font-size: 15px;
    }
    .summary {
      display: none;
    }
  }
`;

const shortCss = css`
  .head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
    border-bottom: 2px solid ${themeVar.primary};
    margin-bottom: 4px;
  }
  .head h2 {
    margin: 0;
    padding: 6px 0;
    font-size: 18px;
    color: #222;
  }
  .more {
    color: ${themeVar.hover};
    font-size: 14px;
    text-decoration: none;
    white-space: nowrap;
  }
  .more:hover {
    text-decoration: underline;
  }
  ul > li {
    padding: 10px 0;
  }
  ul h3 {
    margin: 0;
    font-size: 15px;
    font-weight: normal;
  }
  ul .meta {
    margin: 2px 0 0;
  }
`;

export function NewsEntry({ item, page, headingLevel, showPicture }: { item: NewsItem; page: PageContextValue; headingLevel: 2 | 3; showPicture: boolean }) {
  const { t } = useTranslation();
  const title = newsText(page.uiLang, item.title, item.enTitle);
  const summary = newsText(page.uiLang, item.summary, item.enSummary);
  const date = showDate(item.publishedDate);
  const link = newsLink(page, item);
  const picture = newsPicture(item);
  const H = `h${headingLevel}` as const;
  return (
    <li data-news-id={item.id}>
      {showPicture &&
        (picture ? (
          <span className="pic" data-picture={picture}>
            <img src={picture} alt="" loading="lazy" decoding="async" />
          </span>
        ) : (
          <span className="pic pic-default" data-picture="default" aria-hidden="true" />
        ))}
      <div className="body">
        <H>
          {item.isTop && <span css={badge}>{t('newsPages.pinned')}</span>}
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" data-reprint="">
              {title}{' '}
              <span css={srOnly}>{t('newsPages.newTab')}</span>
            </a>
          ) : (
            <a href={link.href}>{title}</a>
          )}
        </H>
        <p className="meta">
          {date && <time dateTime={date}>{date}</time>}
          {link.external && (
            <>
              {' · '}
              {t('newsPages.reprint')}
            </>
          )}
        </p>
        {summary && headingLevel === 2 && <p className="summary">{summary}</p>}
      </div>
    </li>
  );
}

/** Link of tab n: the path's activeId on /newsInfo/{id}/{activeId}, else ?activeId= (page 1). */
function tabHref(page: PageContextValue, n: number): string {
  const { route } = page;
  if (route.pageKind === 'newsInfo' && route.params.id) {
    const q = { ...route.query };
    delete q.page;
    return readerHref(page, `newsInfo/${route.params.id}/${n}`, q);
  }
  return withQuery(page, { activeId: n, page: undefined, newsDataType: undefined });
}

function ShortList({ props, data }: { props: NewsListProps; data: Extract<NewsListData, { mode: 'short' }> | undefined }) {
  const page = usePage();
  const { t } = useTranslation();
  const id = useId();
  const title = byLang(page.uiLang, props.title, props.enTitle) ?? t('newsPages.title');
  const result = data?.result;
  const more = newsListHref(page, data?.tab ?? (props.tab ? NEWS_TABS.indexOf(props.tab) : 0));
  return (
    <section css={cx(rootCss, shortCss)} aria-labelledby={id} data-news-list="short">
      <div className="head">
        <h2 id={id}>{title}</h2>
        <a className="more" href={more}>
          {t('common.more')}{' '}
          <span css={srOnly}>{title}</span>
        </a>
      </div>
      {!result ? (
        <StateNotice kind="loading" />
      ) : !result.ok ? (
        <StateNotice kind="error" />
      ) : result.data.length === 0 ? (
        <StateNotice kind="empty" />
      ) : (
        <ul css={listCss}>
          {result.data.map((n) => (
            <NewsEntry key={n.id} item={n} page={page} headingLevel={3} showPicture={props.showPictures === true} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PageList({ props, data }: { props: NewsListProps; data: Extract<NewsListData, { mode: 'page' }> | undefined }) {
  const page = usePage();
  const { t } = useTranslation();
  const active = data?.tab ?? 0;
  const result = data?.result;
  return (
    <section css={rootCss} data-news-list="page">
      <nav css={tabsCss} aria-label={t('newsPages.tabsLabel')}>
        <ul>
          {NEWS_TABS.map((tab, i) => (
            <li key={tab}>
              <a href={tabHref(page, i)} aria-current={i === active ? 'page' : undefined} data-tab={tab}>
                {t(`newsPages.tabs.${tab}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {!result ? (
        <StateNotice kind="loading" />
      ) : !result.ok ? (
        <StateNotice kind="error" />
      ) : result.data.list.length === 0 ? (
        <StateNotice kind="empty" />
      ) : (
        <>
          <ul css={listCss} aria-label={t(`newsPages.tabs.${NEWS_TABS[active]}`)}>
            {result.data.list.map((n) => (
              <NewsEntry key={n.id} item={n} page={page} headingLevel={2} showPicture={props.showPictures !== false} />
            ))}
          </ul>
          <Pager total={result.data.total} page={result.data.page} size={result.data.size} />
        </>
      )}
    </section>
  );
}

export default function NewsList({ props, data }: WidgetViewProps<NewsListProps, NewsListData | undefined>) {
  const p = props ?? {};
  if (p.limit !== undefined) return <ShortList props={p} data={data?.mode === 'short' ? data : undefined} />;
  return <PageList props={p} data={data?.mode === 'page' ? data : undefined} />;
}
