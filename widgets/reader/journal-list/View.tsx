/**
 * The journal page: the journal of `?id=` on top (all its facts, latest issue, a link to its own
 * site; or a not-found text), the subject categories as filter links, a keyword form, the echo of
 * the filter, the journals as a grid of cards (cover, name, ISSN/CN, publisher, frequency, a link
 * to the journal's site) and page links.
 */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { themeVar } from '../../../engine/theme';
import { pick, showDate } from '../../shared/reader/content';
import { withQuery } from '../../shared/reader/links';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { detailCss, Fact, ListPager, MissingDetail, pageCss, SearchForm, visuallyHidden } from '../book-list/library';
import type { Journal, JournalDetail, JournalListData, JournalListProps } from './load';
import { categoryName, journalHome, journalIssueHref, journalName } from './model';

const catsCss = css`
  margin: 0 0 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 600;
    color: #444;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 4px 14px;
    border: 1px solid #d0d0d0;
    border-radius: 16px;
    color: #333;
    font-size: 14px;
    line-height: 1.6;
    text-decoration: none;
  }
  a:hover {
    border-color: ${themeVar.primary};
    color: ${themeVar.hover};
  }
  a[aria-current='true'] {
    border-color: ${themeVar.primary};
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .n {
    margin-left: 4px;
    opacity: 0.8;
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    gap: 14px;
    padding: 14px;
    border: 1px solid #e2e2e2;
    border-radius: 6px;
    background: #fff;
    transition: box-shadow 0.2s;
  }
  > li:hover {
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.08);
  }
  > li[aria-current='true'] {
    border-color: ${themeVar.primary};
  }
  .thumb {
    flex: 0 0 96px;
    width: 96px;
    height: 128px;
    object-fit: cover;
    background: ${themeVar.primary10};
    border-radius: 2px;
  }
  .body {
    flex: 1 1 auto;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  h3 {
    margin: 0 0 2px;
    font-size: 17px;
    line-height: 1.45;
  }
  h3 a {
    color: #1a1a1a;
    text-decoration: none;
  }
  h3 a:hover {
    color: ${themeVar.hover};
    text-decoration: underline;
  }
  .sub {
    margin: 0 0 4px;
    color: #666;
    font-size: 13px;
  }
  .meta {
    margin: 2px 0;
    color: #555;
    font-size: 13px;
  }
  .meta span + span::before {
    content: ' · ';
    color: #999;
  }
  .visit {
    margin-top: auto;
    padding-top: 6px;
    font-size: 14px;
  }
  @media (max-width: 480px) {
    > li {
      padding: 12px;
      gap: 12px;
    }
    .thumb {
      flex-basis: 72px;
      width: 72px;
      height: 96px;
    }
  }
`;

/** ISSN, eISSN and CN as one line of labelled numbers. */
function Numbers({ j }: { j: Journal }) {
  const { t } = useTranslation();
  const parts = (['issn', 'eissn', 'cn'] as const).filter((k) => j[k]);
  if (parts.length === 0) return null;
  return (
    <p className="meta">
      {parts.map((k) => (
        <span key={k}>
          {t(`libraryPages.journals.${k}`)} {j[k]}
        </span>
      ))}
    </p>
  );
}

function Detail({ detail }: { detail: JournalDetail }) {
  const page = usePage();
  const { t } = useTranslation();
  const headingId = useId();
  const back = withQuery(page, { id: undefined });
  if (detail.state === 'error') return <StateNotice kind="error" />;
  if (detail.state === 'notFound') return <MissingDetail kind="journals" id={detail.id} back={back} />;
  const j = detail.journal;
  const { uiLang, lang } = page;
  const name = journalName(uiLang, j);
  const other = uiLang === 'en' ? j.name : j.enName;
  const about = pick(uiLang, j.description, j.enDescription);
  const cover = fileUrl(j.cover);
  const home = journalHome(j, lang);
  const latest = j.latestPeriod;
  const latestHref = latest ? journalIssueHref(j, lang, latest.year, latest.issue) : undefined;
  const latestText = latest ? t('libraryPages.journals.issue', { year: latest.year, volume: latest.volume ?? '', issue: latest.issue }) : undefined;
  return (
    <section css={detailCss} aria-labelledby={headingId} data-journal-detail={j.siteId}>
      {cover && <img className="cover" src={cover} alt={t('libraryPages.journals.cover', { name })} />}
      <div className={cover ? undefined : 'wide'}>
        <h2 id={headingId}>{name}</h2>
        {other && other !== name && (
          <p className="sub" lang={uiLang === 'en' ? 'zh' : 'en'}>
            {other}
          </p>
        )}
        <dl>
          <Fact label={t('libraryPages.journals.issn')}>{j.issn ?? undefined}</Fact>
          <Fact label={t('libraryPages.journals.eissn')}>{j.eissn ?? undefined}</Fact>
          <Fact label={t('libraryPages.journals.cn')}>{j.cn ?? undefined}</Fact>
          <Fact label={t('libraryPages.journals.publisher')}>{pick(uiLang, j.publisher, j.enPublisher)}</Fact>
          <Fact label={t('libraryPages.journals.frequency')}>{pick(uiLang, j.frequency, j.enFrequency)}</Fact>
          <Fact label={t('libraryPages.journals.founded')}>{j.foundedYear ?? undefined}</Fact>
          <Fact label={t('libraryPages.journals.articles')}>{j.articleCount}</Fact>
          <Fact label={t('libraryPages.journals.issues')}>{j.periodCount}</Fact>
          <Fact label={t('libraryPages.journals.latestIssue')}>
            {latest &&
              (latestHref ? (
                <a href={latestHref}>{latestText}</a>
              ) : (
                <span>{latestText}</span>
              ))}
            {latest?.publishDate && <> ({showDate(latest.publishDate)})</>}
          </Fact>
        </dl>
        {about && (
          <>
            <h3>{t('libraryPages.journals.about')}</h3>
            <p className="about">{about}</p>
          </>
        )}
        <p className="actions">
          {home && (
            <a className="button" href={home}>
              {t('libraryPages.journals.visit')}
            </a>
          )}
          <a href={back}>{t('libraryPages.journals.backToList')}</a>
        </p>
      </div>
    </section>
  );
}

function JournalCard({ j, current }: { j: Journal; current: boolean }) {
  const page = usePage();
  const { t } = useTranslation();
  const name = journalName(page.uiLang, j);
  const other = page.uiLang === 'en' ? j.name : j.enName;
  const cover = fileUrl(j.cover);
  const home = journalHome(j, page.lang);
  const publisher = pick(page.uiLang, j.publisher, j.enPublisher);
  const frequency = pick(page.uiLang, j.frequency, j.enFrequency);
  return (
    <li data-journal-id={j.siteId} aria-current={current ? 'true' : undefined}>
      {cover ? (
        <img className="thumb" src={cover} alt={t('libraryPages.journals.cover', { name })} loading="lazy" decoding="async" />
      ) : (
        <span className="thumb" aria-hidden="true" />
      )}
      <div className="body">
        <h3>
          <a href={withQuery(page, { id: j.siteId })}>{name}</a>
        </h3>
        {other && other !== name && (
          <p className="sub" lang={page.uiLang === 'en' ? 'zh' : 'en'}>
            {other}
          </p>
        )}
        <Numbers j={j} />
        {publisher && <p className="meta">{publisher}</p>}
        {frequency && <p className="meta">{frequency}</p>}
        {home && (
          <a className="visit" href={home}>
            {t('libraryPages.journals.visit')}
            <span css={visuallyHidden}>
              {t('libraryPages.colon')}
              {name}
            </span>
          </a>
        )}
      </div>
    </li>
  );
}

function Categories({ data }: { data: JournalListData }) {
  const page = usePage();
  const { t } = useTranslation();
  const headingId = useId();
  const known = data.categories.some((c) => c.cat === data.cat);
  if (data.categories.length === 0 && !data.cat) return null;
  const link = (cat: string | undefined) => withQuery(page, { cat, page: undefined, id: undefined });
  return (
    <nav css={catsCss} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('libraryPages.journals.categories')}</h2>
      <ul>
        <li>
          <a href={link(undefined)} aria-current={data.cat ? undefined : 'true'}>
            {t('libraryPages.journals.all')}
          </a>
        </li>
        {data.categories.map((c) => (
          <li key={c.cat}>
            <a href={link(c.cat)} aria-current={c.cat === data.cat ? 'true' : undefined}>
              {categoryName(page.uiLang, c, c.cat)}
              {c.count !== undefined && <span className="n">({c.count})</span>}
            </a>
          </li>
        ))}
        {data.cat && !known && (
          <li>
            <a href={link(data.cat)} aria-current="true">
              {data.cat}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export default function JournalList({ data }: WidgetViewProps<JournalListProps, JournalListData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const listId = useId();
  if (!data) return <StateNotice kind="loading" />;
  const { q, cat, result, detail } = data;
  const currentId = detail?.state === 'found' ? detail.journal.siteId : undefined;
  const catLabel = categoryName(page.uiLang, data.categories.find((c) => c.cat === cat), cat);
  return (
    <div css={pageCss} data-journal-list="">
      {detail && <Detail detail={detail} />}
      <Categories data={data} />
      <SearchForm q={q} label={t('libraryPages.journals.searchLabel')} placeholder={t('libraryPages.journals.placeholder')} />
      {!result.ok ? (
        <StateNotice kind="error" />
      ) : (
        <section aria-labelledby={listId}>
          <div className="echo">
            <h2 id={listId}>
              {q
                ? t('libraryPages.journals.results', { q, n: result.data.total })
                : cat
                  ? t('libraryPages.journals.inCategory', { cat: catLabel, n: result.data.total })
                  : t('libraryPages.journals.total', { n: result.data.total })}
            </h2>
            {q && <a href={withQuery(page, { q: undefined, page: undefined, id: undefined })}>{t('libraryPages.clearSearch')}</a>}
          </div>
          {result.data.list.length === 0 ? (
            <StateNotice kind="empty" text={q && result.data.total === 0 ? t('libraryPages.journals.noResults', { q }) : undefined} />
          ) : (
            <ul css={gridCss} aria-label={t('libraryPages.journals.listLabel')}>
              {result.data.list.map((j) => (
                <JournalCard key={j.siteId} j={j} current={j.siteId === currentId} />
              ))}
            </ul>
          )}
          <ListPager total={result.data.total} page={data.page} size={data.size} />
        </section>
      )}
    </div>
  );
}
