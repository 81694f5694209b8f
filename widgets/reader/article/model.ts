/**
 * The article page's data and the pure helpers its loader, head and view share: which article a
 * route names, the article's canonical path, the journal it belongs to, plain text of titles.
 */
import { articleHref } from '../../shared/reader/links';
import { sitePath } from '../../../engine/routing/links';
import type { RouteMatch } from '../../../engine/routing/match';
import type { Lang, UiLang } from '../../../engine/routing/pageKinds';
import type { ArticleDetail, ArticleSummary, Loaded, Paged } from '../../shared/reader/content';
import { pick } from '../../shared/reader/content';
import type { mapPicture, mapTable } from '../../../server/services/content/mappers';

export interface ArticleDetailProps {
  relatedSize?: number;
  showFullText?: boolean;
}

export type Picture = ReturnType<typeof mapPicture>;
export type DataTable = ReturnType<typeof mapTable>;

export interface Reference {
  ord: number;
  text: string;
}

export interface PicAndTab {
  pictures: Picture[];
  tables: DataTable[];
}

export interface FullText {
  id: number;
  language: string;
  html: string;
}

/** The journal of the article (for citation_journal_title / citation_issn). */
export interface JournalInfo {
  name: string;
  enName: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  enPublisher: string | null;
}

/** The site an article of another site belongs to (spec 7.1 findBySiteId). */
export interface OwnerSite {
  siteId: number;
  sld: string;
  name: string;
  enName: string;
  languages: string[];
  defaultLanguage: string;
}

export interface FoundArticle {
  kind: 'found';
  article: ArticleDetail;
  references: Loaded<Reference[]>;
  figures: Loaded<PicAndTab>;
  attachTypes: Loaded<string[]>;
  /** null when the article has no HTML full text (or the widget does not show it). */
  fullText: Loaded<FullText> | null;
  related: Loaded<Paged<ArticleSummary>> | null;
  journal: JournalInfo | null;
  /** Set when the article belongs to another site than the page's. */
  owner: OwnerSite | null;
}

export type ArticleData =
  | FoundArticle
  | { kind: 'notFound' }
  /** /thesisDetails#<doi>: the hash never reaches the server, so the browser resolves it. */
  | { kind: 'pending' }
  | { kind: 'error'; message: string };

/** What a route asks for. */
export type ArticleRequest = { by: 'id'; id: number } | { by: 'doi'; doi: string } | { by: 'hash' } | { by: 'none' };

const MAX_ID = 2147483647;

export function articleIdOf(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= 1 && n <= MAX_ID ? n : undefined;
}

/**
 * Query names that carry the article id on the query-string pages: /thesisDetails?columnId=<id>
 * (the legacy links, spec 2.2), and id / thesisId / articleId on any article page. (/article's
 * subId names a sub-column, not an article.)
 */
const ID_QUERY = ['id', 'thesisId', 'articleId'] as const;

/**
 * The article a route names: path thesisId (/{lang}/article/{id}, /{lang}/article/{siteId}/{id},
 * /{lang}/thesis/{siteId}/{id}), a DOI over up to 4 segments (/{lang}/article/doi/...), else the
 * query (?columnId on /thesisDetails, ?id, ?doi). /thesisDetails with nothing may carry the DOI in
 * its hash (resolved in the browser).
 */
export function articleRequest(route: Pick<RouteMatch, 'pageKind' | 'params' | 'query'>): ArticleRequest {
  const { params, query, pageKind } = route;
  if (params.doi?.trim()) return { by: 'doi', doi: params.doi.trim() };
  if (params.thesisId !== undefined) {
    const id = articleIdOf(params.thesisId);
    return id ? { by: 'id', id } : { by: 'none' };
  }
  if (Object.keys(params).length > 0) return { by: 'none' }; // /{lang}/thesis/{siteId} without an id
  const names = pageKind === 'thesisDetails' ? ['columnId', ...ID_QUERY] : [...ID_QUERY];
  for (const name of names) {
    if (query[name] === undefined) continue;
    const id = articleIdOf(query[name]);
    return id ? { by: 'id', id } : { by: 'none' };
  }
  if (query.doi?.trim()) return { by: 'doi', doi: query.doi.trim() };
  return pageKind === 'thesisDetails' ? { by: 'hash' } : { by: 'none' };
}

type PageLike = { route: Pick<RouteMatch, 'family' | 'sld' | 'query'>; lang: Lang };

/** /{lang}/article/{id} in the current route family (the canonical form of every article route). */
export function articlePath(page: PageLike, id: number, lang: Lang = page.lang): string {
  return articleHref({ route: page.route, lang }, id);
}

/** The article on its own site's pages (in a language that site offers). */
export function ownerArticlePath(owner: OwnerSite, lang: Lang, id: number): string {
  const l = owner.languages.length === 0 || owner.languages.includes(lang) ? lang : (owner.defaultLanguage as Lang) || lang;
  return sitePath({ family: 'sld', sld: owner.sld }, l, `article/${id}`);
}

/** Text without markup (titles and abstracts may carry <i>, <sub>...) and with collapsed spaces. */
export function plainText(s: string | null | undefined): string {
  return (s ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function keywordsOf(a: Pick<ArticleDetail, 'keywords' | 'enKeywords'>, uiLang: UiLang): string[] {
  const primary = uiLang === 'en' ? a.enKeywords : a.keywords;
  const list = primary.length ? primary : uiLang === 'en' ? a.keywords : a.enKeywords;
  return [...new Set(list.map((k) => k.trim()).filter(Boolean))];
}

export function journalNameOf(data: Pick<FoundArticle, 'journal' | 'owner'>, uiLang: UiLang, fallback: string): string {
  if (data.journal) return pick(uiLang, data.journal.name, data.journal.enName);
  if (data.owner) return pick(uiLang, data.owner.name, data.owner.enName);
  return fallback;
}

/** 'YYYY-MM-DD...' -> 'YYYY/MM/DD' (the Highwire date form); undefined for anything else. */
export function citationDate(d: string | null | undefined): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(d ?? '');
  return m ? `${m[1]}/${m[2]}/${m[3]}` : undefined;
}

/** The date an article counts as published: issue date, else online, else acceptance. */
export function publicationDateOf(a: Pick<ArticleDetail, 'publishedDate' | 'onlineDate' | 'acceptedDate'>): string | null {
  return a.publishedDate ?? a.onlineDate ?? a.acceptedDate ?? null;
}

/** The PDF download route of this site (citation_pdf_url, the download button). */
export function pdfPath(id: number): string {
  return `/rc-pub/front/front-article/download?id=${id}&type=pdf`;
}
