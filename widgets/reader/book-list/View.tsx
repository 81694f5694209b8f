/**
 * The book page: the book of `?id=` on top (all its fields, or a not-found text), a keyword form,
 * the echo of the search ("Results for “q”: n"), the books (cover, title, authors, publisher,
 * year, ISBN; each title opens the book on top of the same list) and page links.
 */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { themeVar } from '../../../engine/theme';
import { pick } from '../../shared/reader/content';
import { withQuery } from '../../shared/reader/links';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { detailCss, Fact, ListPager, MissingDetail, pageCss, SearchForm } from './library';
import type { Book, BookDetail, BookListData, BookListProps } from './load';

const listCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    gap: 16px;
    padding: 16px 0;
    border-bottom: 1px solid #eee;
  }
  > li[aria-current='true'] {
    background: ${themeVar.primary10};
  }
  .thumb {
    flex: 0 0 84px;
    width: 84px;
    height: 112px;
    object-fit: cover;
    background: ${themeVar.primary10};
    border-radius: 2px;
  }
  .info {
    flex: 1 1 auto;
    min-width: 0;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 17px;
    line-height: 1.5;
  }
  h3 a {
    color: #1a1a1a;
    text-decoration: none;
  }
  h3 a:hover {
    color: ${themeVar.hover};
    text-decoration: underline;
  }
  .meta {
    margin: 2px 0;
    color: #555;
    font-size: 14px;
  }
  .meta span + span::before {
    content: ' · ';
    color: #999;
  }
  @media (max-width: 480px) {
    > li {
      gap: 12px;
    }
    .thumb {
      flex-basis: 64px;
      width: 64px;
      height: 86px;
    }
  }
`;

function BookFacts({ b }: { b: Book }) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  return (
    <dl>
      <Fact label={t('libraryPages.books.authors')}>{pick(uiLang, b.authors, b.enAuthors)}</Fact>
      <Fact label={t('libraryPages.books.publisher')}>{pick(uiLang, b.publisher, b.enPublisher)}</Fact>
      <Fact label={t('libraryPages.books.year')}>{b.year ?? undefined}</Fact>
      <Fact label={t('libraryPages.books.isbn')}>{b.isbn ?? undefined}</Fact>
    </dl>
  );
}

function Detail({ detail }: { detail: BookDetail }) {
  const page = usePage();
  const { t } = useTranslation();
  const headingId = useId();
  const back = withQuery(page, { id: undefined });
  if (detail.state === 'error') return <StateNotice kind="error" />;
  if (detail.state === 'notFound') return <MissingDetail kind="books" id={detail.id} back={back} />;
  const b = detail.book;
  const title = pick(page.uiLang, b.title, b.enTitle);
  const other = page.uiLang === 'en' ? b.title : b.enTitle;
  const about = pick(page.uiLang, b.description, b.enDescription);
  const cover = fileUrl(b.cover);
  return (
    <section css={detailCss} aria-labelledby={headingId} data-book-detail={b.id}>
      {cover && <img className="cover" src={cover} alt={t('libraryPages.books.cover', { title })} />}
      <div className={cover ? undefined : 'wide'}>
        <h2 id={headingId}>{title}</h2>
        {other && other !== title && (
          <p className="sub" lang={page.uiLang === 'en' ? 'zh' : 'en'}>
            {other}
          </p>
        )}
        <BookFacts b={b} />
        {about && (
          <>
            <h3>{t('libraryPages.books.about')}</h3>
            <p className="about">{about}</p>
          </>
        )}
        <p className="actions">
          <a href={back}>{t('libraryPages.books.backToList')}</a>
        </p>
      </div>
    </section>
  );
}

function BookItem({ b, current }: { b: Book; current: boolean }) {
  const page = usePage();
  const { t } = useTranslation();
  const title = pick(page.uiLang, b.title, b.enTitle);
  const cover = fileUrl(b.cover);
  const authors = pick(page.uiLang, b.authors, b.enAuthors);
  const publisher = pick(page.uiLang, b.publisher, b.enPublisher);
  return (
    <li data-book-id={b.id} aria-current={current ? 'true' : undefined}>
      {cover ? (
        <img className="thumb" src={cover} alt={t('libraryPages.books.cover', { title })} loading="lazy" decoding="async" />
      ) : (
        <span className="thumb" aria-hidden="true" />
      )}
      <div className="info">
        <h3>
          <a href={withQuery(page, { id: b.id })}>{title}</a>
        </h3>
        {authors && <p className="meta">{authors}</p>}
        <p className="meta">
          {publisher && <span>{publisher}</span>}
          {b.year && <span>{b.year}</span>}
          {b.isbn && (
            <span>
              {t('libraryPages.books.isbn')} {b.isbn}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

export default function BookList({ data }: WidgetViewProps<BookListProps, BookListData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const listId = useId();
  if (!data) return <StateNotice kind="loading" />;
  const { q, result, detail } = data;
  const currentId = detail?.state === 'found' ? detail.book.id : undefined;
  return (
    <div css={pageCss} data-book-list="">
      {detail && <Detail detail={detail} />}
      <SearchForm q={q} label={t('libraryPages.books.searchLabel')} placeholder={t('libraryPages.books.placeholder')} />
      {!result.ok ? (
        <StateNotice kind="error" />
      ) : (
        <section aria-labelledby={listId}>
          <div className="echo">
            <h2 id={listId}>{q ? t('libraryPages.books.results', { q, n: result.data.total }) : t('libraryPages.books.total', { n: result.data.total })}</h2>
            {q && <a href={withQuery(page, { q: undefined, page: undefined, id: undefined })}>{t('libraryPages.clearSearch')}</a>}
          </div>
          {result.data.list.length === 0 ? (
            <StateNotice kind="empty" text={q && result.data.total === 0 ? t('libraryPages.books.noResults', { q }) : undefined} />
          ) : (
            <ul css={listCss} aria-label={t('libraryPages.books.listLabel')}>
              {result.data.list.map((b) => (
                <BookItem key={b.id} b={b} current={b.id === currentId} />
              ))}
            </ul>
          )}
          <ListPager total={result.data.total} page={data.page} size={data.size} />
        </section>
      )}
    </div>
  );
}
