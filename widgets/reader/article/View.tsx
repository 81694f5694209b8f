/**
 * The article page. Server-rendered from the loader's data (metadata, full text, references,
 * figures — all crawlable); the browser only counts the view, asks for the PDF and resolves a
 * /thesisDetails#<doi> link. Section links are in-page anchors, so every part is reachable by keyboard.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { ArticleItem } from '../../shared/reader/ArticleItem';
import { StateNotice } from '../../shared/reader/StateNotice';
import { authorName, pick, showDate, sourceLine, versionLabel } from '../../shared/reader/content';
import { issueHref, readerHref } from '../../shared/reader/links';
import { countView, doiFromHash, downloadPdf, loginHref, nav, resolveDoi } from './actions';
import { articlePath, journalNameOf, keywordsOf, ownerArticlePath, plainText, type ArticleData, type ArticleDetailProps, type FoundArticle, type PicAndTab } from './model';
import { rootCss } from './styles';

type Props = WidgetViewProps<ArticleDetailProps, ArticleData | undefined>;

export default function ArticleDetailView({ data }: Props) {
  if (!data || data.kind === 'error') return <StateNotice kind="error" />;
  if (data.kind === 'notFound') return <NotFound />;
  if (data.kind === 'pending') return <DoiResolver />;
  // keyed: in-place navigation to another article starts with fresh download state
  return <ArticlePage key={data.article.id} data={data} />;
}

function NotFound() {
  const page = usePage();
  const { t } = useTranslation();
  return (
    <section css={rootCss} className="not-found">
      <h1>{t('articlePage.notFound')}</h1>
      <p>
        <a href={readerHref(page, 'home')}>{t('articlePage.backHome')}</a>
      </p>
    </section>
  );
}

/** /thesisDetails#<doi>: look the DOI up and go to the article's own URL. */
function DoiResolver() {
  const page = usePage();
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'notFound' | 'error'>('loading');
  const { route, lang } = page;
  useEffect(() => {
    let live = true;
    void resolveDoi(doiFromHash(window.location.hash)).then((r) => {
      if (!live) return;
      if (r.kind === 'found') nav.replace(articlePath({ route, lang }, r.id));
      else setState(r.kind);
    });
    return () => {
      live = false;
    };
  }, [route, lang]);
  if (state === 'notFound') return <NotFound />;
  return <StateNotice kind={state} text={state === 'loading' ? t('articlePage.resolving') : undefined} />;
}

/**
 * A titled section of the article, reachable from the section links. Each section is its own
 * Suspense boundary so the browser hydrates a long article in several short tasks (React yields
 * between boundaries) instead of one long one.
 */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="part">
      <h2 id={`${id}-h`}>{title}</h2>
      <Suspense fallback={null}>{children}</Suspense>
    </section>
  );
}

function ArticlePage({ data }: { data: FoundArticle }) {
  const page = usePage();
  const { t } = useTranslation();
  const { uiLang } = page;
  const a = data.article;
  const title = plainText(pick(uiLang, a.title, a.enTitle));
  const otherLang = uiLang === 'zh' ? 'en' : 'zh';
  const otherTitle = plainText(otherLang === 'en' ? a.enTitle : a.title);
  const abstract = plainText(pick(uiLang, a.abstract, a.enAbstract));
  const keywords = keywordsOf(a, uiLang);
  const label = versionLabel(a.versionLabel, uiLang);
  const journal = journalNameOf(data, uiLang, '');
  const fund = pick(uiLang, a.fund, a.enFund);
  const types = data.attachTypes.ok ? data.attachTypes.data : a.attachTypes;
  const hasPdf = types.includes('pdf');
  const fullText = data.fullText;
  const figures = data.figures.ok ? data.figures.data : { pictures: [], tables: [] };
  const showFigures = !data.figures.ok || figures.pictures.length + figures.tables.length > 0;
  const showRefs = !data.references.ok || data.references.data.length > 0;
  const html = fullText?.ok ? fullText.data.html : ''; // sanitised by the loader

  // one view per article and page visit (StrictMode runs effects twice in development)
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === a.id) return;
    counted.current = a.id;
    void countView(a.id);
  }, [a.id]);

  const dates: [string, string | undefined][] = [
    ['received', showDate(a.receivedDate)],
    ['revised', showDate(a.revisedDate)],
    ['accepted', showDate(a.acceptedDate)],
    ['online', showDate(a.onlineDate)],
    ['published', showDate(a.publishedDate)],
  ];
  const sections: [string, string][] = [
    ['article-abstract', t('reader.abstract')],
    ['article-info', t('articlePage.info')],
    ...(fullText ? [['article-fulltext', t('articlePage.fullText')] as [string, string]] : []),
    ...(showFigures ? [['article-figures', t('articlePage.figuresTables')] as [string, string]] : []),
    ...(showRefs ? [['article-references', t('articlePage.references')] as [string, string]] : []),
    ...(data.related ? [['article-related', t('articlePage.related')] as [string, string]] : []),
  ];
  const source = sourceLine(a);
  const corresponding = a.authors.filter((x) => x.corresponding);

  return (
    <article css={rootCss} aria-labelledby="article-title" data-article-id={a.id}>
      <header className="head">
        {(label || a.openAccess === 1) && (
          <p className="badges">
            {label && <span className="badge">{label}</span>}
            {a.openAccess === 1 && <span className="badge oa">{t('reader.openAccess')}</span>}
          </p>
        )}
        <h1 id="article-title">{title}</h1>
        {otherTitle && otherTitle !== title && (
          <p className="subtitle" lang={otherLang}>
            {otherTitle}
          </p>
        )}
        <Authors data={data} />
        {a.affiliations.length > 0 && (
          <ol className="affs" aria-label={t('articlePage.affiliations')}>
            {a.affiliations.map((x) => (
              <li key={x.ord}>
                <sup>{x.ord}</sup> {pick(uiLang, x.name, x.enName)}
              </li>
            ))}
          </ol>
        )}
        {corresponding.length > 0 && (
          <p className="note">
            <span aria-hidden="true">* </span>
            {t('articlePage.correspondingNote', {
              names: corresponding.map((x) => `${authorName(x, uiLang)}${x.email ? ` (${x.email})` : ''}`).join(uiLang === 'zh' ? '；' : '; '),
            })}
          </p>
        )}
        <p className="source">
          {journal && <span className="journal">{journal}</span>}{' '}
          {a.period ? <a href={issueHref(page, a.period.year, a.period.issue ?? '')}>{source}</a> : <span>{source}</span>}
          {a.doi && (
            <>
              {' · '}
              {t('reader.doi')}: <a href={`https://doi.org/${a.doi}`}>{a.doi}</a>
            </>
          )}
        </p>
        {data.owner && (
          <p className="other-site">
            {t('articlePage.otherSite', { journal: pick(uiLang, data.owner.name, data.owner.enName) })}{' '}
            <a href={ownerArticlePath(data.owner, page.lang, a.id)}>{t('articlePage.viewOnSite')}</a>
          </p>
        )}
        {(hasPdf || fullText?.ok) && (
          <div className="actions">
            {hasPdf && <PdfDownload id={a.id} />}
            {fullText?.ok && (
              <a className="button secondary" href="#article-fulltext">
                {t('articlePage.readHtml')}
              </a>
            )}
          </div>
        )}
      </header>

      <nav className="toc" aria-label={t('articlePage.sections')}>
        <ul>
          {sections.map(([id, name]) => (
            <li key={id}>
              <a href={`#${id}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="article-abstract" title={t('reader.abstract')}>
        {abstract ? <p className="abstract">{abstract}</p> : <StateNotice kind="empty" />}
        {keywords.length > 0 && (
          <div className="keywords">
            <h3>{t('reader.keywords')}</h3>
            <ul>
              {keywords.map((k) => (
                <li key={k}>
                  <a
                    href={readerHref(page, 'searchPublication', { type: 'thesis', searchType: 'singleSearch', q: k, field: 'keyword' })}
                    aria-label={t('articlePage.keywordSearch', { keyword: k })}
                  >
                    {k}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      <Section id="article-info" title={t('articlePage.info')}>
        <dl className="facts">
          {(a.column?.name || a.column?.enName) && (
            <Fact name={t('articlePage.column')}>{pick(uiLang, a.column.name, a.column.enName)}</Fact>
          )}
          {a.doi && (
            <Fact name={t('reader.doi')}>
              <a href={`https://doi.org/${a.doi}`}>https://doi.org/{a.doi}</a>
            </Fact>
          )}
          {label && <Fact name={t('articlePage.version')}>{label}</Fact>}
          {dates.map(([key, value]) => (value ? <Fact key={key} name={t(`articlePage.${key}`)}>{value}</Fact> : null))}
          {fund && <Fact name={t('articlePage.fund')}>{fund}</Fact>}
        </dl>
        <h3>{t('articlePage.metrics')}</h3>
        <dl className="metrics">
          <Fact name={t('reader.views')}>{a.metrics.views}</Fact>
          <Fact name={t('reader.downloads')}>{a.metrics.downloads}</Fact>
          <Fact name={t('reader.citations')}>{a.metrics.citations}</Fact>
        </dl>
      </Section>

      {fullText && (
        <Section id="article-fulltext" title={t('articlePage.fullText')}>
          {fullText.ok ? (
            <div className="fulltext" lang={fullText.data.language || undefined} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <StateNotice kind="error" />
          )}
        </Section>
      )}

      {showFigures && (
        <Section id="article-figures" title={t('articlePage.figuresTables')}>
          {data.figures.ok ? <Figures data={figures} /> : <StateNotice kind="error" />}
        </Section>
      )}

      {showRefs && (
        <Section id="article-references" title={t('articlePage.references')}>
          {data.references.ok ? (
            <ol className="refs">
              {data.references.data.map((r) => (
                <li key={r.ord} value={r.ord}>
                  {r.text}
                </li>
              ))}
            </ol>
          ) : (
            <StateNotice kind="error" />
          )}
        </Section>
      )}

      {data.related && (
        <Section id="article-related" title={t('articlePage.related')}>
          {!data.related.ok ? (
            <StateNotice kind="error" />
          ) : data.related.data.list.length === 0 ? (
            <StateNotice kind="empty" />
          ) : (
            data.related.data.list.map((x) => <ArticleItem key={x.id} article={x} showVersion />)
          )}
        </Section>
      )}
    </article>
  );
}

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Authors in order, each with affiliation superscripts and the corresponding-author mark. */
function Authors({ data }: { data: FoundArticle }) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  const a = data.article;
  if (a.authors.length === 0) return null;
  const marks = a.affiliations.length > 0;
  return (
    <ul className="authors" aria-label={t('articlePage.authors')}>
      {a.authors.map((au) => {
        const name = authorName(au, uiLang);
        return (
          <li key={au.ord}>
            {name}
            {marks && au.affiliationIndexes.length > 0 && <sup>{au.affiliationIndexes.join(',')}</sup>}
            {au.corresponding && (
              <sup className="corr">
                {au.email ? (
                  <a href={`mailto:${au.email}`} aria-label={t('articlePage.emailOf', { name })} title={t('articlePage.corresponding')}>
                    *
                  </a>
                ) : (
                  <abbr title={t('articlePage.corresponding')}>
                    <span aria-hidden="true">*</span>
                    <span className="sr-only">{t('articlePage.corresponding')}</span>
                  </abbr>
                )}
              </sup>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Figures({ data }: { data: PicAndTab }) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  // table bodies are stored HTML, sanitised by the loader like the full text
  const tables = data.tables;
  return (
    <>
      {data.pictures.length > 0 && (
        <>
          <h3>{t('articlePage.figures')}</h3>
          <ul className="figures">
            {data.pictures.map((p) => {
              const caption = pick(uiLang, p.caption, p.enCaption);
              return (
                <li key={p.id}>
                  <figure>
                    <a href={p.url} aria-label={t('articlePage.openFigure', { caption })}>
                      <img src={p.url} alt={caption} loading="lazy" decoding="async" />
                    </a>
                    <figcaption>
                      <strong>{t('articlePage.figureN', { n: p.ord })}</strong> {caption}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {tables.length > 0 && (
        <>
          <h3>{t('articlePage.tables')}</h3>
          {tables.map((x) => {
            const caption = pick(uiLang, x.caption, x.enCaption);
            return (
              <figure key={x.id} className="table">
                <figcaption>
                  <strong>{t('articlePage.tableN', { n: x.ord })}</strong> {caption}
                </figcaption>
                {/* a wide table scrolls inside its box (keyboard: the box takes focus) */}
                <div className="scroll" role="region" aria-label={caption || t('articlePage.tableN', { n: x.ord })} tabIndex={0} dangerouslySetInnerHTML={{ __html: x.html }} />
              </figure>
            );
          })}
        </>
      )}
    </>
  );
}

function PdfDownload({ id }: { id: number }) {
  const page = usePage();
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'login' | 'error'>('idle');
  const [login, setLogin] = useState('');
  const onClick = async () => {
    setState('busy');
    const r = await downloadPdf(id);
    if (r.kind === 'login') {
      setLogin(loginHref(page.route, page.lang, `${window.location.pathname}${window.location.search}${window.location.hash}`));
      setState('login');
    } else setState(r.kind === 'error' ? 'error' : 'idle');
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void onClick()} disabled={state === 'busy'} aria-describedby={state === 'login' ? 'article-download-msg' : undefined}>
        {state === 'busy' ? t('articlePage.downloading') : t('articlePage.downloadPdf')}
      </button>
      {state === 'login' && (
        <p className="message" role="alert" id="article-download-msg">
          {t('articlePage.loginForDownload')} <a href={login}>{t('articlePage.login')}</a>
        </p>
      )}
      {state === 'error' && (
        <p className="message" role="alert">
          {t('common.dataError')}
        </p>
      )}
    </>
  );
}
