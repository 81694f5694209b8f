/**
 * One collection: cover, name (the page heading), description, article count, then its articles
 * (ArticleItem) paged. Without an id: every collection of the site as cards.
 */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { ArticleItem } from '../../shared/reader/ArticleItem';
import { showDate } from '../../shared/reader/content';
import { Pager } from '../../shared/reader/Pager';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { CollectionCards } from '../collection-list/Cards';
import { newsText } from '../news-list/model';
import { focusRing } from '../news-list/ui';
import { COLLECTION_PAGE_SIZE, type CollectionArticlesData, type CollectionArticlesProps } from './load';

const h1Css = css`
  font-size: 24px;
  font-weight: 600;
  color: #222;
  margin: 8px 0 20px;
  padding-bottom: 10px;
  border-bottom: 2px solid ${themeVar.primary};
  overflow-wrap: anywhere;
`;

const headCss = css`
  display: flex;
  gap: 24px;
  align-items: flex-start;
  margin: 0 0 24px;
  padding: 20px;
  background: ${themeVar.primary10};
  border-radius: 6px;
  ${focusRing};
  .cover {
    flex: 0 0 240px;
    width: 240px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 4px;
    background: #fff;
  }
  .text {
    flex: 1 1 auto;
    min-width: 0;
  }
  h1 {
    margin: 0 0 10px;
    font-size: 24px;
    line-height: 1.4;
    color: #1a1a1a;
    overflow-wrap: anywhere;
  }
  .desc {
    margin: 0 0 10px;
    font-size: 15px;
    line-height: 1.8;
    color: #333;
  }
  .meta {
    margin: 0;
    font-size: 13px;
    color: #555;
  }
  @media (max-width: 640px) {
    flex-direction: column;
    padding: 14px;
    .cover {
      flex-basis: auto;
      width: 100%;
    }
    h1 {
      font-size: 20px;
    }
  }
`;

const listCss = css`
  margin: 0 0 8px;
  h2.section {
    margin: 0 0 4px;
    padding-left: 10px;
    border-left: 4px solid ${themeVar.primary};
    font-size: 18px;
    color: #222;
  }
`;

function AllCollections({ data }: { data: Extract<CollectionArticlesData, { mode: 'all' }> }) {
  const { t } = useTranslation();
  const r = data.result;
  return (
    <>
      <h1 css={h1Css}>{t('pages.collections')}</h1>
      {!r.ok ? <StateNotice kind="error" /> : r.data.length === 0 ? <StateNotice kind="empty" /> : <CollectionCards list={r.data} />}
    </>
  );
}

export default function CollectionArticles({ props, data }: WidgetViewProps<CollectionArticlesProps, CollectionArticlesData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const headId = useId();
  const listId = useId();
  if (!data) return <StateNotice kind="loading" />;
  if (data.mode === 'all') return <AllCollections data={data} />;
  const r = data.result;
  if (!r.ok) return r.status === 404 ? <StateNotice kind="empty" /> : <StateNotice kind="error" />;
  const c = r.data;
  const name = newsText(page.uiLang, c.name, c.enName);
  const desc = newsText(page.uiLang, c.description, c.enDescription);
  const cover = fileUrl(c.cover);
  const date = showDate(c.createdDate);
  const articles = c.articles ?? { list: [], total: 0, page: 1, size: COLLECTION_PAGE_SIZE };
  return (
    <div data-collection-id={c.id}>
      <section css={headCss} aria-labelledby={headId}>
        {cover && <img className="cover" src={cover} alt="" decoding="async" />}
        <div className="text">
          <h1 id={headId}>{name}</h1>
          {desc && <p className="desc">{desc}</p>}
          <p className="meta">
            {t('newsPages.collections.articleCount', { n: articles.total })}
            {date && (
              <>
                {' · '}
                {t('newsPages.collections.created')}
                {t('newsPages.colon')}
                <time dateTime={date}>{date}</time>
              </>
            )}
          </p>
        </div>
      </section>
      <section css={listCss} aria-labelledby={listId}>
        <h2 className="section" id={listId}>
          {t('newsPages.collections.articles')}
        </h2>
        {articles.list.length === 0 ? (
          <StateNotice kind="empty" />
        ) : (
          <>
            {articles.list.map((a) => (
              <ArticleItem key={a.id} article={a} showVersion={props?.showVersion !== false} headingLevel={3} />
            ))}
            <Pager total={articles.total} page={articles.page} size={articles.size} />
          </>
        )}
      </section>
    </div>
  );
}
