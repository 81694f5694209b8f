/**
 * One news item: heading, date, views and source, its picture, the sanitised body, the original
 * of a reprint (new tab) and a link back to its tab of the news list. Unknown id: "No data".
 */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { siteNameOf } from '../../../engine/render/pageHead';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { showDate } from '../../shared/reader/content';
import { StateNotice } from '../../shared/reader/StateNotice';
import { safeHref } from '../../shared/text';
import { NEWS_TABS, isNewsTab, newsListHref, newsPicture, newsText } from '../news-list/model';
import { focusRing, srOnly } from '../news-list/ui';
import type { NewsDetailData, NewsDetailProps } from './load';

const rootCss = css`
  margin: 0 0 32px;
  color: #333;
  ${focusRing};
  h1 {
    margin: 8px 0 12px;
    font-size: 26px;
    line-height: 1.4;
    color: #1a1a1a;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
    margin: 0 0 20px;
    padding-bottom: 12px;
    border-bottom: 1px solid #e5e5e5;
    font-size: 14px;
    color: #666;
  }
  figure {
    margin: 0 0 20px;
  }
  figure img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 0 auto;
    border-radius: 4px;
  }
  .content {
    font-size: 16px;
    line-height: 1.9;
    overflow-wrap: anywhere;
  }
  .content img {
    max-width: 100%;
    height: auto;
  }
  .content table {
    max-width: 100%;
    display: block;
    overflow-x: auto;
  }
  a {
    color: ${themeVar.hover};
  }
  .source {
    margin: 20px 0 0;
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .back {
    margin-top: 28px;
    padding-top: 12px;
    border-top: 1px solid #e5e5e5;
  }
  .back a {
    text-decoration: none;
  }
  .back a:hover {
    text-decoration: underline;
  }
  @media (max-width: 640px) {
    h1 {
      font-size: 21px;
    }
    .content {
      font-size: 15px;
    }
  }
`;

export default function NewsDetailView({ props, data }: WidgetViewProps<NewsDetailProps, NewsDetailData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const id = useId();
  const result = data?.result;
  if (!result) return <StateNotice kind="loading" />;
  if (!result.ok) return result.status === 404 ? <StateNotice kind="empty" /> : <StateNotice kind="error" />;
  const { item: n, html } = result.data;
  const title = newsText(page.uiLang, n.title, n.enTitle);
  const date = showDate(n.publishedDate);
  const source = n.original === 0 ? safeHref(n.sourceLink) : undefined;
  const ownSite = n.siteId === (page.site.siteId ?? page.site.id);
  const sourceHost = source ? /^(?:https?:)?\/\/([^/?#:]+)/i.exec(source)?.[1] : undefined;
  const sourceText = source ? (sourceHost ?? t('newsPages.reprint')) : ownSite ? siteNameOf(page) : undefined;
  const picture = props?.showPicture === false ? undefined : newsPicture(n);
  const tab = isNewsTab(n.newsDataType) ? NEWS_TABS.indexOf(n.newsDataType) : 0;
  return (
    <article css={rootCss} aria-labelledby={id} data-news-id={n.id}>
      <h1 id={id}>{title}</h1>
      <p className="meta">
        {date && (
          <span>
            {t('newsPages.published')}
            {t('newsPages.colon')}
            <time dateTime={date}>{date}</time>
          </span>
        )}
        {sourceText && (
          <span>
            {t('newsPages.source')}
            {t('newsPages.colon')}
            {sourceText}
          </span>
        )}
        {typeof n.views === 'number' && (
          <span>
            {t('reader.views')}
            {t('newsPages.colon')}
            {n.views}
          </span>
        )}
      </p>
      {picture && (
        <figure>
          <img src={picture} alt="" decoding="async" />
        </figure>
      )}
      {html ? <div className="content" dangerouslySetInnerHTML={{ __html: html }} /> : <StateNotice kind="empty" />}
      {source && (
        <p className="source">
          {t('newsPages.original')}
          {t('newsPages.colon')}
          <a href={source} target="_blank" rel="noopener noreferrer">
            {source}{' '}
            <span css={srOnly}>{t('newsPages.newTab')}</span>
          </a>
        </p>
      )}
      <nav className="back" aria-label={t('newsPages.backLabel')}>
        <a href={newsListHref(page, tab)}>{t('newsPages.backToList')}</a>
      </nav>
    </article>
  );
}
