/**
 * The article page's head: Highwire Press citation_* tags (what Google Scholar reads, in its
 * documented order: title, each author followed by their institutions, date, journal...), a
 * schema.org ScholarlyArticle, the canonical /{lang}/article/{id} URL and its zh/en alternates.
 * Tags without a value are left out, never emitted empty.
 */
import { tFor } from '../../../engine/i18n';
import { absoluteUrl, siteNameOf, type HeadLink, type HeadMeta, type PageHeadPart } from '../../../engine/render/pageHead';
import type { PageData } from '../../../engine/render/pageData';
import { authorName, pick } from '../../shared/reader/content';
import {
  articlePath,
  citationDate,
  journalNameOf,
  keywordsOf,
  pdfPath,
  plainText,
  publicationDateOf,
  type ArticleData,
  type ArticleDetailProps,
  type FoundArticle,
} from './model';

function present(v: unknown): v is string | number {
  return (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));
}

/** Drop empty strings, empty arrays/objects and nulls, recursively (no empty JSON-LD fields). */
function compact(v: unknown): unknown {
  if (Array.isArray(v)) {
    const out = v.map(compact).filter((x) => x !== undefined);
    return out.length ? out : undefined;
  }
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const c = compact(x);
      if (c !== undefined) out[k] = c;
    }
    // an object holding only its @type says nothing
    const keys = Object.keys(out);
    return keys.length === 0 || (keys.length === 1 && keys[0] === '@type') ? undefined : out;
  }
  return present(v) || typeof v === 'boolean' ? v : undefined;
}

/** The journal's display name: the publication record, else the owning or current site. */
function journalTitle(data: FoundArticle, page: PageData): string {
  const sameSite = data.article.siteId === (page.bundle.site.siteId ?? page.bundle.site.id);
  return journalNameOf(data, page.uiLang, sameSite ? siteNameOf(page) : '');
}

export function citationMeta(data: FoundArticle, page: PageData, canonical: string): HeadMeta[] {
  const a = data.article;
  const ui = page.uiLang;
  const meta: HeadMeta[] = [];
  const add = (name: string, content: unknown) => {
    if (present(content)) meta.push({ name, content: String(content).trim() });
  };
  add('citation_title', plainText(pick(ui, a.title, a.enTitle)));
  const affiliation = new Map(a.affiliations.map((x) => [x.ord, plainText(pick(ui, x.name, x.enName))]));
  for (const au of a.authors) {
    const name = plainText(authorName(au, ui));
    if (!name) continue;
    add('citation_author', name);
    for (const i of au.affiliationIndexes) add('citation_author_institution', affiliation.get(i));
  }
  add('citation_publication_date', citationDate(publicationDateOf(a)));
  add('citation_journal_title', journalTitle(data, page));
  add('citation_issn', data.journal?.issn);
  add('citation_issn', data.journal?.eissn);
  add('citation_volume', a.volume);
  add('citation_issue', a.issue);
  add('citation_firstpage', a.firstPage);
  add('citation_lastpage', a.lastPage);
  add('citation_doi', a.doi);
  add('citation_abstract_html_url', canonical);
  const types = data.attachTypes.ok ? data.attachTypes.data : a.attachTypes;
  if (types.includes('pdf')) add('citation_pdf_url', absoluteUrl(page.origin ?? '', pdfPath(a.id)));
  add('citation_keywords', keywordsOf(a, ui).join('; '));
  add('citation_language', a.language);
  return meta;
}

export function scholarlyArticle(data: FoundArticle, page: PageData, canonical: string): Record<string, unknown> {
  const a = data.article;
  const ui = page.uiLang;
  const affiliation = new Map(a.affiliations.map((x) => [x.ord, plainText(pick(ui, x.name, x.enName))]));
  const periodical = {
    '@type': 'Periodical',
    name: journalTitle(data, page),
    issn: [data.journal?.issn, data.journal?.eissn].filter(present),
    publisher: data.journal ? { '@type': 'Organization', name: pick(ui, data.journal.publisher, data.journal.enPublisher) } : undefined,
  };
  const volume = present(a.volume) ? { '@type': 'PublicationVolume', volumeNumber: String(a.volume), isPartOf: periodical } : periodical;
  const isPartOf = present(a.issue) ? { '@type': 'PublicationIssue', issueNumber: String(a.issue), datePublished: a.period?.publishDate, isPartOf: volume } : volume;
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': canonical,
    url: canonical,
    headline: plainText(pick(ui, a.title, a.enTitle)),
    author: a.authors.map((au) => ({
      '@type': 'Person',
      name: plainText(authorName(au, ui)),
      affiliation: au.affiliationIndexes.map((i) => ({ '@type': 'Organization', name: affiliation.get(i) })),
    })),
    datePublished: publicationDateOf(a)?.slice(0, 10),
    isPartOf,
    pageStart: a.firstPage !== null ? String(a.firstPage) : undefined,
    pageEnd: a.lastPage !== null ? String(a.lastPage) : undefined,
    identifier: present(a.doi) ? { '@type': 'PropertyValue', propertyID: 'DOI', value: a.doi } : undefined,
    sameAs: present(a.doi) ? `https://doi.org/${a.doi}` : undefined,
    keywords: keywordsOf(a, ui).join(', '),
    abstract: plainText(pick(ui, a.abstract, a.enAbstract)),
    inLanguage: a.language,
    isAccessibleForFree: a.openAccess === 1 ? true : undefined,
  };
  return (compact(ld) as Record<string, unknown> | undefined) ?? {};
}

export function articleHead({ data, page }: { props: ArticleDetailProps; data: ArticleData | undefined; page: PageData }): PageHeadPart | undefined {
  if (!data) return undefined;
  if (data.kind === 'notFound') return { status: 404, noindex: true, title: tFor(page.uiLang)('articlePage.notFound') };
  // the #<doi> shell and a failed load are not pages worth indexing
  if (data.kind !== 'found') return { noindex: true };
  const a = data.article;
  const origin = page.origin ?? '';
  const canonical = absoluteUrl(origin, articlePath(page, a.id));
  const site = page.bundle.site;
  const langs = site.languages?.length ? site.languages.filter((l) => l === 'zh' || l === 'en') : ['zh', 'en'];
  const links: HeadLink[] = [
    { rel: 'canonical', href: canonical },
    ...langs.map((l) => ({ rel: 'alternate', hreflang: l, href: absoluteUrl(origin, articlePath(page, a.id, l as 'zh' | 'en')) })),
  ];
  return {
    title: plainText(pick(page.uiLang, a.title, a.enTitle)),
    description: plainText(pick(page.uiLang, a.abstract, a.enAbstract)),
    meta: citationMeta(data, page, canonical),
    links,
    jsonLd: [scholarlyArticle(data, page, canonical)],
  };
}
