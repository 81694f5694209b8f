/** Collection cards (cover, name, description, article count), shared by collection-list and collection-articles. */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import { readerHref } from '../../shared/reader/links';
import { showDate } from '../../shared/reader/content';
import { fileUrl } from '../../shared/text';
import { newsText } from '../news-list/model';
import { focusRing } from '../news-list/ui';
import type { Collection } from './load';

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  ${focusRing};
  > li {
    position: relative;
    display: flex;
    flex-direction: column;
    border: 1px solid #e5e5e5;
    border-radius: 6px;
    overflow: hidden;
    background: #fff;
    transition: box-shadow 0.2s;
  }
  > li:hover {
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.1);
  }
  .cover {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${themeVar.primary10};
  }
  .cover-default {
    background: linear-gradient(135deg, ${themeVar.primary} 0%, ${themeVar.primary80} 60%, ${themeVar.primary10} 100%);
  }
  .body {
    padding: 12px 16px 16px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 17px;
    line-height: 1.45;
  }
  h2 a {
    color: #1a1a1a;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  > li:hover h2 a {
    color: ${themeVar.hover};
  }
  .desc {
    margin: 0 0 8px;
    font-size: 14px;
    line-height: 1.7;
    color: #555;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .meta {
    margin: 0;
    font-size: 13px;
    color: #666;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function collectionHref(page: Parameters<typeof readerHref>[0], id: number): string {
  return readerHref(page, `collections/${id}`);
}

export function CollectionCards({ list }: { list: readonly Collection[] }) {
  const page = usePage();
  const { t } = useTranslation();
  return (
    <ul css={gridCss} data-collection-list="">
      {list.map((c) => {
        const name = newsText(page.uiLang, c.name, c.enName);
        const desc = newsText(page.uiLang, c.description, c.enDescription);
        const cover = fileUrl(c.cover);
        const date = showDate(c.createdDate);
        return (
          <li key={c.id} data-collection-id={c.id}>
            {cover ? <img className="cover" src={cover} alt="" loading="lazy" decoding="async" /> : <span className="cover cover-default" aria-hidden="true" />}
            <div className="body">
              <h2>
                <a href={collectionHref(page, c.id)}>{name}</a>
              </h2>
              {desc && <p className="desc">{desc}</p>}
              <p className="meta">
                {t('newsPages.collections.articleCount', { n: c.articleCount })}
                {date && (
                  <>
                    {' · '}
                    <time dateTime={date}>{date}</time>
                  </>
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
