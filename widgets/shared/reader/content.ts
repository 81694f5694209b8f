/**
 * Content shapes the reader widgets receive from /rc-pub (the server's serialisers are the source
 * of truth; these are type-only imports, erased from every bundle), plus small pure helpers every
 * reader widget shares: loader results, version labels, dates, citation lines.
 */
import type { Envelope } from '../../../engine/data/api';
import type { UiLang } from '../../../engine/routing/pageKinds';

export type { ArticleSummary } from '../../../server/services/content/mappers';
import type { ArticleSummary } from '../../../server/services/content/mappers';
export type ArticleDetail = ReturnType<typeof import('../../../server/services/content/mappers').mapArticleDetail>;
export type ArticleAuthor = ArticleSummary['authors'][number];

/** A page of a list endpoint. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/**
 * What a reader widget's loader returns: the data, or the failure the view shows as
 * "Data acquisition failed" (never a thrown error: one failing list must not blank the page).
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** A data client call's answer as Loaded: transport errors and non-zero statuses folded in. */
export async function fetchData<T>(request: Promise<Envelope<unknown>>): Promise<Loaded<T>> {
  try {
    const env = await request;
    return env.status === 0 ? { ok: true, data: env.data as T } : { ok: false, status: env.status, message: env.message };
  } catch (err) {
    return { ok: false, status: 500, message: err instanceof Error ? err.message : String(err) };
  }
}

const ZH_PROOF = ['', '第一稿', '第二稿', '第三稿', '第四稿', '第五稿', '第六稿', '第七稿', '第八稿', '第九稿', '第十稿'];

/**
 * Online-first version label (spec 4): -1 accepted ("Accept" / 最新录用); 0 none; 1-10 the n-th
 * proof in Chinese; English shows "Corrected Proof" for every positive value.
 */
export function versionLabel(v: number | null | undefined, uiLang: UiLang): string | undefined {
  if (v === -1) return uiLang === 'en' ? 'Accept' : '最新录用';
  if (typeof v !== 'number' || v < 1 || v > 10) return undefined;
  return uiLang === 'en' ? 'Corrected Proof' : ZH_PROOF[v];
}

/** 'YYYY-MM-DD' as shown: the same in both languages (ISO dates read well in both). */
export function showDate(d: string | null | undefined): string | undefined {
  return d ? d.slice(0, 10) : undefined;
}

/** Title, abstract, keywords and names in the interface language, falling back to the other. */
export function pick(uiLang: UiLang, zh: string | null | undefined, en: string | null | undefined): string {
  const a = (uiLang === 'en' ? en : zh) ?? '';
  return a.trim() ? a : ((uiLang === 'en' ? zh : en) ?? '');
}

export function authorName(a: ArticleAuthor, uiLang: UiLang): string {
  return pick(uiLang, a.name, a.enName);
}

/**
 * The source line of an article: "2025, 39(4): 12-20" for a published article; the online date
 * (and version label) for online-first ones.
 */
export function sourceLine(a: Pick<ArticleSummary, 'year' | 'volume' | 'issue' | 'firstPage' | 'lastPage' | 'publishType' | 'onlineDate'>): string {
  if (a.publishType === 1 || a.volume === null) return showDate(a.onlineDate) ?? String(a.year ?? '');
  const pages = a.firstPage !== null ? `: ${a.firstPage}${a.lastPage !== null && a.lastPage !== a.firstPage ? `-${a.lastPage}` : ''}` : '';
  return `${a.year}, ${a.volume}(${a.issue})${pages}`;
}
