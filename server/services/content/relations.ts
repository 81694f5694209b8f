/**
 * Related articles through the search index (migration 004, server/search): each relation is a
 * set of weighted FTS terms on one column of search_articles (authors, institution, keywords,
 * fund); an article's score is the sum of the weights of the terms it matches. Pages are ordered
 * by score, then newest (search_article_keys.date), then id — index lookups only, so a relation
 * answers in milliseconds at 100k articles where a LIKE scan of the articles took hundreds. The index is rebuilt with the content (seedContent -> rebuildSearchIndex); articles
 * added since the last rebuild are not related until the next one.
 */
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { phraseExpression, wholeValueExpression } from '../../search/tokenizer';
import type { ArticleSummary } from './mappers';
import { offsetOf, type Paged, type Paging } from './scope';
import { summariesByIds } from './queries';
import { idsIn, prepared, type Param } from '../../db/prepared';

/** Matches considered per term (the highest article ids, i.e. the newest of a journal). */
export const TERM_LIMIT = 300;

const keysQuery = prepared((db, param: Param<{ ids: string }>) =>
  db.selectFrom('search_article_keys').select(['id', 'site_id', 'date']).where('id', 'in', idsIn(param('ids'))),
);

export type RelationColumn = 'authors' | 'institution' | 'keywords' | 'fund';

export interface RelationTerm {
  column: RelationColumn;
  /** FTS5 expression for the column (see termOf). */
  expr: string;
  weight: number;
}

/** A term matching a whole value (an author name, a keyword) or a phrase inside a value. */
export function termOf(column: RelationColumn, value: string, weight = 1, whole = false): RelationTerm | null {
  const v = value.trim();
  if (!v) return null;
  const expr = whole ? wholeValueExpression(v) : phraseExpression(v);
  return expr ? { column, expr: `${column} : (${expr})`, weight } : null;
}

export interface RelationOptions {
  /** Left out of the answer (the article itself). */
  excludeId?: number;
  /** Always first, whatever it matches (an audio / video item's own article). */
  pinId?: number;
  /** Only articles of these sites; null = every site. */
  siteIds: number[] | null;
}

/** A page of related articles: score desc, newest, id desc. */
export async function relatedArticles(db: MastheadDb, terms: (RelationTerm | null)[], opts: RelationOptions, p: Paging): Promise<Paged<ArticleSummary>> {
  const list = terms.filter((t): t is RelationTerm => t !== null).slice(0, 40);
  // Score: each term adds its weight to its newest TERM_LIMIT matches (a funder or a common
  // keyword matches tens of thousands of articles at 100k; the work per request stays bounded).
  const score = new Map<number, number>();
  const matches = await termMatches(db, list.map((t) => t.expr));
  list.forEach((t, i) => {
    for (const id of matches[i]!) score.set(id, (score.get(id) ?? 0) + t.weight);
  });
  if (opts.excludeId !== undefined) score.delete(opts.excludeId);
  if (opts.pinId !== undefined) score.set(opts.pinId, Number.MAX_SAFE_INTEGER);

  // Site and date of every candidate from the narrow keys table (the pinned article from its row,
  // should the index not know it yet).
  const facts = new Map<number, { site: number; date: string }>();
  const ids = [...score.keys()];
  if (ids.length > 0) for (const r of await keysQuery.all(db, { ids: JSON.stringify(ids) })) facts.set(r.id, { site: r.site_id, date: r.date });
  if (opts.pinId !== undefined && !facts.has(opts.pinId)) {
    const a = await db
      .selectFrom('articles')
      .select(['id', 'site_id', sql<string>`coalesce(published_date, online_date, accepted_date, '')`.as('date')])
      .where('id', '=', opts.pinId)
      .executeTakeFirst();
    if (a) facts.set(a.id, { site: a.site_id, date: a.date });
  }
  const sites = opts.siteIds ? new Set(opts.siteIds) : null;
  const ranked = ids
    .filter((id) => {
      const f = facts.get(id);
      return f !== undefined && (sites === null || sites.has(f.site));
    })
    .sort((a, b) => score.get(b)! - score.get(a)! || (facts.get(a)!.date < facts.get(b)!.date ? 1 : facts.get(a)!.date > facts.get(b)!.date ? -1 : b - a));
  const page = ranked.slice(offsetOf(p), offsetOf(p) + p.size);
  return { list: await summariesByIds(db, page), total: ranked.length, page: p.page, size: p.size };
}

/**
 * The newest TERM_LIMIT matches of each FTS expression. All terms go in one statement (a UNION
 * ALL of per-term subqueries, each in FTS5's cheap ascending rowid order): one execution instead
 * of one per keyword. A term with more matches than the limit is asked again for its newest.
 */
async function termMatches(db: MastheadDb, exprs: string[]): Promise<number[][]> {
  const out: number[][] = exprs.map(() => []);
  if (exprs.length === 0) return out;
  const parts = exprs.map(
    (e, i) => sql`SELECT ${sql.lit(i)} AS t, id FROM (SELECT rowid AS id FROM search_articles WHERE search_articles MATCH ${e} LIMIT ${sql.lit(TERM_LIMIT + 1)})`,
  );
  const rows = (await sql<{ t: number; id: number }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db)).rows;
  for (const r of rows) out[r.t]!.push(r.id);
  for (let i = 0; i < exprs.length; i++) {
    if (out[i]!.length <= TERM_LIMIT) continue;
    out[i] = (
      await sql<{ id: number }>`SELECT rowid AS id FROM search_articles WHERE search_articles MATCH ${exprs[i]!}
        ORDER BY rowid DESC LIMIT ${sql.lit(TERM_LIMIT)}`.execute(db)
    ).rows.map((r) => r.id);
  }
  return out;
}

function jsonStrings(text: string): string[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
  } catch {
    return [];
  }
}

/** Terms of an article's keywords (zh and en), one whole-value term each. */
export function keywordTerms(keywords: string, enKeywords: string): RelationTerm[] {
  const all = [...new Set([...jsonStrings(keywords), ...jsonStrings(enKeywords)])].slice(0, 20);
  return all.map((k) => termOf('keywords', k, 1, true)).filter((t): t is RelationTerm => t !== null);
}
