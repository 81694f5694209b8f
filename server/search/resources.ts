/**
 * The searchable resources besides articles: how each is indexed (documents) and where its rows
 * live (source table, sort columns). Articles are special-cased in indexer.ts / query.ts (more
 * fields, facets, advanced search).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const RESOURCE_TYPES = ['article', 'publication', 'picture', 'table', 'video', 'audio', 'news', 'other', 'book', 'expert'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Spec 3 resource type ids (428 article, 25 picture, 29 video, 28 audio, -2 news, 0 other, -3 publication). */
export const RESOURCE_TYPE_IDS: Partial<Record<ResourceType, number>> = {
  article: 428,
  picture: 25,
  video: 29,
  audio: 28,
  news: -2,
  other: 0,
  publication: -3,
};

/** Every accepted spelling of a search type (names, spec ids, search type names) -> type. */
export const TYPE_ALIASES: Record<string, ResourceType> = {
  article: 'article',
  thesis: 'article',
  '428': 'article',
  publication: 'publication',
  '-3': 'publication',
  picture: 'picture',
  '25': 'picture',
  table: 'table',
  video: 'video',
  '29': 'video',
  audio: 'audio',
  '28': 'audio',
  news: 'news',
  '-2': 'news',
  other: 'other',
  '0': 'other',
  book: 'book',
  expert: 'expert',
};

export interface ResourceDoc {
  id: number;
  title: (string | null | undefined)[];
  /** Multi-valued: names (authors, expert names, ...). */
  people?: (string | null | undefined)[];
  body?: (string | null | undefined)[];
  extra?: (string | null | undefined)[];
  /** Filter terms: s<siteId> (one per site it shows on), y<year>, k<kind>. */
  meta: string[];
}

export interface ResourceDef {
  type: Exclude<ResourceType, 'article'>;
  /** FTS5 table (migration 004). */
  table: string;
  /** Source table whose `id` is the FTS rowid. */
  source: 'publications' | 'pictures' | 'data_tables' | 'media' | 'news' | 'books' | 'experts' | 'collections';
  /** Source id column. */
  idColumn: string;
  /** Meta term restricting the shared table to this type (media: kvideo / kaudio). */
  kindTerm?: string;
  /** Has y<year> terms (year filters apply). */
  dated: boolean;
  /** SQL expressions over the source row `s` for sorts; absent sorts fall back to relevance. */
  sorts: Partial<Record<'date' | 'views', string>>;
  documents(db: Kysely<DB>): Promise<ResourceDoc[]>;
}

/** Plain text of stored (sanitised) HTML, for indexing. */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function yearOf(date: string | null | undefined): string[] {
  const m = date ? /^(\d{4})/.exec(date) : null;
  return m ? [`y${m[1]}`] : [];
}

const people = (...names: (string | null | undefined)[]) => names.filter((n, i) => n && names.indexOf(n) === i);

export const RESOURCES: ResourceDef[] = [
  {
    type: 'publication',
    table: 'search_publications',
    source: 'publications',
    idColumn: 'site_id',
    dated: false,
    sorts: {},
    async documents(db) {
      const rows = await db.selectFrom('publications').selectAll().execute();
      return rows.map((p) => ({
        id: p.site_id,
        title: [p.name, p.en_name],
        people: people(p.publisher, p.en_publisher),
        body: [p.description, p.en_description],
        extra: [p.issn, p.eissn, p.cn, p.frequency, p.en_frequency],
        meta: [`s${p.site_id}`],
      }));
    },
  },
  {
    type: 'picture',
    table: 'search_pictures',
    source: 'pictures',
    idColumn: 'id',
    dated: true,
    sorts: { date: "coalesce(a.published_date, a.online_date, a.accepted_date, '')" },
    async documents(db) {
      const rows = await db
        .selectFrom('pictures as p')
        .leftJoin('articles as a', 'a.id', 'p.article_id')
        .select(['p.id', 'p.site_id', 'p.caption', 'p.en_caption', 'a.title', 'a.en_title', 'a.year'])
        .execute();
      return rows.map((p) => ({
        id: p.id,
        title: [p.caption, p.en_caption],
        extra: [p.title, p.en_title],
        meta: [`s${p.site_id}`, ...(p.year !== null ? [`y${p.year}`] : [])],
      }));
    },
  },
  {
    type: 'table',
    table: 'search_tables',
    source: 'data_tables',
    idColumn: 'id',
    dated: true,
    sorts: { date: "coalesce(a.published_date, a.online_date, a.accepted_date, '')" },
    async documents(db) {
      const rows = await db
        .selectFrom('data_tables as t')
        .leftJoin('articles as a', 'a.id', 't.article_id')
        .select(['t.id', 't.site_id', 't.caption', 't.en_caption', 't.html', 'a.title', 'a.en_title', 'a.year'])
        .execute();
      return rows.map((t) => ({
        id: t.id,
        title: [t.caption, t.en_caption],
        body: [htmlText(t.html)],
        extra: [t.title, t.en_title],
        meta: [`s${t.site_id}`, ...(t.year !== null ? [`y${t.year}`] : [])],
      }));
    },
  },
  ...(['video', 'audio'] as const).map(
    (kind): ResourceDef => ({
      type: kind,
      table: 'search_media',
      source: 'media',
      idColumn: 'id',
      kindTerm: `k${kind}`,
      dated: true,
      sorts: { date: 's.published_date', views: 's.views' },
      async documents(db) {
        const rows = await db.selectFrom('media').selectAll().execute();
        return rows.map((m) => ({
          id: m.id,
          title: [m.title, m.en_title],
          body: [m.description, m.en_description],
          meta: [`s${m.site_id}`, `k${m.kind}`, ...yearOf(m.published_date)],
        }));
      },
    }),
  ),
  {
    type: 'news',
    table: 'search_news',
    source: 'news',
    idColumn: 'id',
    dated: true,
    sorts: { date: 's.published_date', views: 's.views' },
    async documents(db) {
      const rows = await db.selectFrom('news').selectAll().execute();
      return rows.map((n) => ({
        id: n.id,
        title: [n.title, n.en_title],
        body: [n.summary, n.en_summary, htmlText(n.content), htmlText(n.en_content)],
        meta: [`s${n.site_id}`, `n${n.news_data_type}`, ...yearOf(n.published_date)],
      }));
    },
  },
  {
    type: 'book',
    table: 'search_books',
    source: 'books',
    idColumn: 'id',
    dated: true,
    sorts: { date: "coalesce(s.year, '')" },
    async documents(db) {
      const rows = await db.selectFrom('books').selectAll().execute();
      return rows.map((b) => ({
        id: b.id,
        title: [b.title, b.en_title],
        people: people(...b.authors.split(/[;,，；、]/), ...b.en_authors.split(/[;,，；]/)).map((s) => s?.trim()),
        body: [b.description, b.en_description],
        extra: [b.isbn, b.publisher, b.en_publisher],
        meta: [`s${b.site_id}`, ...(b.year !== null ? [`y${b.year}`] : [])],
      }));
    },
  },
  {
    type: 'expert',
    table: 'search_experts',
    source: 'experts',
    idColumn: 'id',
    dated: false,
    sorts: {},
    async documents(db) {
      const rows = await db.selectFrom('experts').selectAll().execute();
      const roles = await db.selectFrom('editorial_roles').select(['expert_id', 'site_id']).execute();
      const sites = new Map<number, Set<number>>();
      for (const r of roles) {
        const s = sites.get(r.expert_id) ?? new Set<number>();
        s.add(r.site_id);
        sites.set(r.expert_id, s);
      }
      return rows.map((e) => {
        const s = sites.get(e.id) ?? new Set<number>();
        s.add(e.site_id);
        return {
          id: e.id,
          title: [e.name, e.en_name],
          people: people(e.institution, e.en_institution),
          body: [e.research, e.en_research, e.bio, e.en_bio],
          extra: [e.title, e.en_title],
          meta: [...s].sort((a, b) => a - b).map((id) => `s${id}`),
        };
      });
    },
  },
  {
    type: 'other',
    table: 'search_others',
    source: 'collections',
    idColumn: 'id',
    dated: true,
    sorts: { date: 's.created_date' },
    async documents(db) {
      const rows = await db.selectFrom('collections').selectAll().execute();
      return rows.map((c) => ({
        id: c.id,
        title: [c.name, c.en_name],
        body: [c.description, c.en_description],
        meta: [`s${c.site_id}`, ...yearOf(c.created_date)],
      }));
    },
  },
];
