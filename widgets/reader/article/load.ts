/**
 * The article page's loader: resolves the article from the route (id, DOI, query forms) and loads
 * everything the page shows in parallel. Never throws: an unknown article is `notFound` (-> 404), a
 * failed part is a `Loaded` failure its section shows as "Data acquisition failed".
 */
import type { DataClient } from '../../../engine/data/client';
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type ArticleDetail, type ArticleSummary, type Loaded, type Paged } from '../../shared/reader/content';
import {
  articleRequest,
  type ArticleData,
  type ArticleDetailProps,
  type FullText,
  type JournalInfo,
  type OwnerSite,
  type PicAndTab,
  type Reference,
} from './model';
import { loadSanitizer } from '../../../engine/sanitize/lazy';


/** Full-text headings sit under the page's h2 sections: shift them one level down. */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])\b/gi, (_m, slash: string, n: string) => `<${slash}h${Math.min(6, Number(n) + 1)}`);
}

/**
 * Stored HTML (full text, table bodies) is sanitised here, with the data: on the server for the
 * first paint, in the browser only on a client-side navigation — so hydrating an article page
 * needs no sanitiser code. The view shows the cleaned HTML as it is.
 */
async function cleanHtml(figures: Loaded<PicAndTab>, fullText: Loaded<FullText> | null): Promise<[Loaded<PicAndTab>, Loaded<FullText> | null]> {
  const tables = figures.ok && figures.data.tables.length > 0;
  if (!tables && !fullText?.ok) return [figures, fullText];
  const { sanitizeHtml } = await loadSanitizer();
  return [
    figures.ok ? { ...figures, data: { ...figures.data, tables: figures.data.tables.map((x) => ({ ...x, html: sanitizeHtml(x.html) })) } } : figures,
    fullText?.ok ? { ...fullText, data: { ...fullText.data, html: demoteHeadings(sanitizeHtml(fullText.data.html)) } } : fullText,
  ];
}

export const DEFAULT_RELATED = 5;

interface Extras {
  references: Loaded<Reference[]>;
  figures: Loaded<PicAndTab>;
  attachTypes: Loaded<string[]>;
  showHtml: Loaded<boolean>;
  related: Loaded<Paged<ArticleSummary>> | null;
}

async function extrasOf(api: DataClient, id: number, siteId: number | undefined, relatedSize: number): Promise<Extras> {
  const [references, figures, attachTypes, showHtml, related] = await Promise.all([
    fetchData<Reference[]>(api.articleReferences({ id })),
    fetchData<PicAndTab>(api.picturesAndTables({ id })),
    fetchData<string[]>(api.attachTypes({ id })),
    fetchData<boolean>(api.isShowHtml({ id })),
    relatedSize > 0 ? fetchData<Paged<ArticleSummary>>(api.relatedByKeywords({ id, siteId, page: 1, size: relatedSize })) : Promise.resolve(null),
  ]);
  return { references, figures, attachTypes, showHtml, related: related && slimRelated(related) };
}

/**
 * Related items travel in the page state: keep what their list item shows (title, authors'
 * names, source line, DOI, labels) and leave out abstracts, keywords, affiliations and e-mails.
 */
function slimRelated(r: Loaded<Paged<ArticleSummary>>): Loaded<Paged<ArticleSummary>> {
  if (!r.ok) return r;
  const slim = (a: ArticleSummary): ArticleSummary => ({
    ...a,
    abstract: '',
    enAbstract: '',
    keywords: [],
    enKeywords: [],
    authors: a.authors.map((x) => ({ ...x, affiliationIndexes: [], email: null })),
  });
  return { ok: true, data: { ...r.data, list: r.data.list.map(slim) } };
}

async function journalOf(api: DataClient, siteId: number): Promise<JournalInfo | null> {
  const r = await fetchData<Partial<JournalInfo>>(api.publicationDetail({ id: siteId }));
  if (!r.ok || !r.data) return null;
  const d = r.data;
  return {
    name: d.name ?? '',
    enName: d.enName ?? '',
    issn: d.issn ?? null,
    eissn: d.eissn ?? null,
    publisher: d.publisher ?? null,
    enPublisher: d.enPublisher ?? null,
  };
}

async function ownerOf(api: DataClient, siteId: number): Promise<OwnerSite | null> {
  const r = await fetchData<Record<string, unknown>>(api.siteById({ siteId }));
  if (!r.ok || !r.data || typeof r.data.sld !== 'string') return null;
  const s = r.data;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    siteId,
    sld: s.sld as string,
    name: str(s.publicationName) || str(s.name),
    enName: str(s.enPublicationName) || str(s.enName),
    languages: Array.isArray(s.languages) ? s.languages.filter((l): l is string => typeof l === 'string') : [],
    defaultLanguage: str(s.defaultLanguage) || 'zh',
  };
}

export async function loadArticle({ api, site, route, props }: WidgetLoadContext<ArticleDetailProps>): Promise<ArticleData> {
  const req = articleRequest(route);
  if (req.by === 'none') return { kind: 'notFound' };
  if (req.by === 'hash') return { kind: 'pending' };
  const siteId = site.siteId ?? site.id;
  const relatedSize = props.relatedSize ?? DEFAULT_RELATED;

  // With the id in the URL, everything starts at once; a DOI is resolved first.
  const articleP =
    req.by === 'id'
      ? fetchData<ArticleDetail>(api.articleDetail({ id: req.id }))
      : fetchData<ArticleDetail>(api.articleByDoi({ doi: req.doi }));
  const earlyExtras = req.by === 'id' ? extrasOf(api, req.id, siteId, relatedSize) : undefined;
  const found = await articleP;
  if (!found.ok) {
    await earlyExtras; // let the parallel requests settle (they fail the same way)
    // 404: unknown id or DOI; 400: an id the API rejects (out of range) — both "not exist".
    return found.status === 404 || found.status === 400 ? { kind: 'notFound' } : { kind: 'error', message: found.message };
  }
  const article = found.data;
  const [extras, journal, owner] = await Promise.all([
    earlyExtras ?? extrasOf(api, article.id, siteId, relatedSize),
    journalOf(api, article.siteId),
    article.siteId !== siteId ? ownerOf(api, article.siteId) : Promise.resolve(null),
  ]);
  const wantsHtml = props.showFullText !== false && extras.showHtml.ok && extras.showHtml.data === true;
  const [figures, fullText] = await cleanHtml(extras.figures, wantsHtml ? await fetchData<FullText>(api.htmlFullText({ id: article.id })) : null);
  return {
    kind: 'found',
    article,
    references: extras.references,
    figures,
    attachTypes: extras.attachTypes,
    fullText,
    related: extras.related,
    journal,
    owner,
  };
}
