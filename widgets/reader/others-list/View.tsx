/**
 * The "other resources" page: the collections / topics of the site scope, each with its cover,
 * name (interface language), description, created date and article count, linking to its
 * collection page; page links below.
 */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { themeVar } from '../../../engine/theme';
import { pick, showDate } from '../../shared/reader/content';
import { readerHref } from '../../shared/reader/links';
import { Pager } from '../../shared/reader/Pager';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { pageCss } from '../book-list/library';
import type { OthersListData, OthersListProps, Topic } from './load';

const listCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    position: relative;
    display: flex;
    gap: 20px;
    padding: 18px 0;
    border-bottom: 1px solid #eee;
  }
  .cover {
    flex: 0 0 220px;
    width: 220px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 4px;
    background: ${themeVar.primary10};
  }
  .cover-default {
    background: linear-gradient(135deg, ${themeVar.primary} 0%, ${themeVar.primary80} 60%, ${themeVar.primary10} 100%);
  }
  .body {
    flex: 1 1 auto;
    min-width: 0;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 18px;
    line-height: 1.45;
  }
  h3 a {
    color: #1a1a1a;
    text-decoration: none;
  }
  /* the whole row opens the collection */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  > li:hover h3 a {
    color: ${themeVar.hover};
  }
  .desc {
    margin: 0 0 8px;
    color: #555;
    font-size: 14px;
    line-height: 1.7;
  }
  .meta {
    margin: 0;
    color: #666;
    font-size: 13px;
  }
  .meta span + span::before {
    content: ' · ';
  }
  @media (max-width: 600px) {
    > li {
      flex-direction: column;
      gap: 10px;
    }
    .cover {
      flex-basis: auto;
      width: 100%;
    }
  }
`;

function TopicItem({ c }: { c: Topic }) {
  const page = usePage();
  const { t } = useTranslation();
  const name = pick(page.uiLang, c.name, c.enName);
  const desc = pick(page.uiLang, c.description, c.enDescription);
  const cover = fileUrl(c.cover);
  const date = showDate(c.createdDate);
  return (
    <li data-topic-id={c.id}>
      {cover ? <img className="cover" src={cover} alt="" loading="lazy" decoding="async" /> : <span className="cover cover-default" aria-hidden="true" />}
      <div className="body">
        <h3>
          <a href={readerHref(page, `collections/${c.id}`)}>{name}</a>
        </h3>
        {desc && <p className="desc">{desc}</p>}
        <p className="meta">
          {date && (
            <span>
              {t('libraryPages.others.created')} <time dateTime={date}>{date}</time>
            </span>
          )}
          {typeof c.articleCount === 'number' && <span>{t('libraryPages.others.articleCount', { n: c.articleCount })}</span>}
        </p>
      </div>
    </li>
  );
}

export default function OthersList({ data }: WidgetViewProps<OthersListProps, OthersListData | undefined>) {
  const { t } = useTranslation();
  const headingId = useId();
  const result = data?.result;
  if (!result) return <StateNotice kind="loading" />;
  if (!result.ok) return <StateNotice kind="error" />;
  const { list, total, page, size } = result.data;
  if (total === 0) return <StateNotice kind="empty" />;
  return (
    <section css={pageCss} aria-labelledby={headingId} data-others-list="">
      <div className="echo">
        <h2 id={headingId}>{t('libraryPages.others.total', { n: total })}</h2>
      </div>
      {list.length === 0 ? (
        <StateNotice kind="empty" />
      ) : (
        <ul css={listCss} aria-label={t('libraryPages.others.listLabel')}>
          {list.map((c) => (
            <TopicItem key={c.id} c={c} />
          ))}
        </ul>
      )}
      <Pager total={total} page={page} size={size} />
    </section>
  );
}
