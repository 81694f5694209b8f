/**
 * /front/front-article/*: article detail, by DOI, online-first and just-accepted lists, columns,
 * references, statistics, figures and tables, attachments, HTML full text, publication dates,
 * relations (same authors / fund / institution / keywords), counters, jump URL and download.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import { prepared, type Param } from '../../db/prepared';
import type { MastheadDb } from '../../db/database';
import type { DB } from '../../db/schema';
import { STATUS, envelope, sendJson } from '../shared';
import { articleDetailDoc, articleSummaryDoc, columnDoc, pictureDoc, tableDoc } from './docs';
import { attachTypesOf, mapArticleDetail, mapPicture, mapTable, publishedInfoOf, referencesOf, type ArticleDetailRow } from './mappers';
import {
  ARTICLE_NOT_FOUND,
  articleNotFound,
  arraySchema,
  idParam,
  inContentScope,
  jumpSchema,
  jumpTarget,
  languageParam,
  notFound,
  ok,
  pagedSchema,
  paging,
  pagingProps,
  routeSchema,
  scopeOrReply,
  siteIdParam,
  type ContentScope,
} from './params';
import { keywordTerms, relatedArticles, termOf, type RelationTerm } from './relations';
import {
  affiliationsOf,
  articleDetailRow,
  articleSite,
  authorsOf,
  newestFirstByKeys,
  onlineNewestFirst,
  pagedArticles,
} from './queries';

const BASE = '/front/front-article';

/** Spec 6 / 8: the exact message for an anonymous download. */
export const DOWNLOAD_LOGIN_MESSAGE = 'Please log in to your personal account to obtain download permission.';

const articleId = idParam('Article');
const idQuery = { id: articleId };

interface IdQuery {
  id: number;
}
interface SitePagedQuery {
  siteId: number;
  page?: number;
  size?: number;
}
interface RelationQuery extends IdQuery {
  siteId?: number;
  page?: number;
  size?: number;
}

/** A DOI as readers paste it: bare, `doi:` prefixed or as a doi.org URL. */
export function normaliseDoi(raw: string): string {
  return raw
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
}

/** Funding items of a fund text: split at ; , 、 (full- and half-width). */
export function fundItems(fund: string | null): string[] {
  if (!fund) return [];
  return [
    ...new Set(
      fund
        .split(/[;；,，、]/)
        .map((s) => s.trim())
        .filter((s) => s.length >= 4),
    ),
  ].slice(0, 8);
}

/** The funder of a funding item: the item without its grant number in brackets. */
export function funderOf(item: string): string {
  return item.replace(/\s*[（(][^（）()]*[)）]\s*/g, ' ').trim();
}

const INSTITUTION_WORDS = /\b(University|Institute|Academy|College|Laboratory|Polytechnic|Centre|Center|Hospital|Corporation|Company)\b/;
const UNIT_PREFIX = /^(Department|School|Faculty|College of|Division|Key Laboratory|State Key Laboratory|Laboratory of|Research Center|Research Centre)\b/i;

/**
 * The institution of an affiliation: Chinese form 重庆大学 冶金与生态工程学院, 重庆 400044 -> the
 * part before the first space or comma (重庆大学); English form "Department of X, Nanjing Tech
 * University, Nanjing 211816, China" -> the comma-separated part naming a university / institute
 * (not a department); else the first part.
 */
export function institutionOf(affiliation: string): string {
  const a = affiliation.trim();
  if (/[\u4e00-\u9fff]/.test(a.slice(0, 2))) return a.split(/[\s,，]/)[0] ?? a;
  const parts = a
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const inst = parts.find((p) => INSTITUTION_WORDS.test(p) && !UNIT_PREFIX.test(p)) ?? parts.find((p) => INSTITUTION_WORDS.test(p));
  return inst ?? parts[0] ?? a;
}

// octet_length reads the stored size only (length would read and count the whole text)
const hasHtml = sql<number>`(coalesce(octet_length(html_full_text), 0) > 0)`.as('has_html');
type ById = { id: number };

/** The one-article reads of the endpoints below, each compiled once (../../db/prepared.ts). */
const q = {
  references: prepared((db, p: Param<ById>) => db.selectFrom('articles').select('reference_list').where('id', '=', p('id'))),
  statistics: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['views', 'downloads', 'citations']).where('id', '=', p('id')),
  ),
  ref: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['id', 'title', 'en_title', 'doi']).where('id', '=', p('id')),
  ),
  pictures: prepared((db, p: Param<ById>) => db.selectFrom('pictures').selectAll().where('article_id', '=', p('id')).orderBy('ord').orderBy('id')),
  tables: prepared((db, p: Param<ById>) => db.selectFrom('data_tables').selectAll().where('article_id', '=', p('id')).orderBy('ord').orderBy('id')),
  attachments: prepared((db, p: Param<ById>) => db.selectFrom('articles').select(['attachments', hasHtml]).where('id', '=', p('id'))),
  hasHtml: prepared((db, p: Param<ById>) => db.selectFrom('articles').select(hasHtml).where('id', '=', p('id'))),
  html: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['id', 'language', 'html_full_text']).where('id', '=', p('id')),
  ),
  relation: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['id', 'fund', 'en_fund', 'keywords', 'en_keywords']).where('id', '=', p('id')),
  ),
};

export const articleRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  /** The detail row of an article, or undefined after sending "Article id is not exist.". */
  async function detailOrReply(reply: FastifyReply, id: number): Promise<ArticleDetailRow | undefined> {
    const row = await articleDetailRow(db, id);
    if (!row) articleNotFound(reply, id);
    return row;
  }

  async function detail(row: ArticleDetailRow) {
    const [authors, affiliations] = await Promise.all([authorsOf(db, [row.id]), affiliationsOf(db, row.id)]);
    return mapArticleDetail(row, authors.get(row.id) ?? [], affiliations);
  }

  // ---- lists (static paths are registered before /:id; find-my-way prefers them anyway) ---------

  app.get<{ Querystring: SitePagedQuery }>(
    `${BASE}/getFirstPublishArticles`,
    routeSchema({
      summary: 'Online-first articles of the site scope (publishType 1, versionLabel >= 1), newest online date first.',
      query: { siteId: siteIdParam, ...pagingProps() },
      required: ['siteId'],
      data: pagedSchema(articleSummaryDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const data = await pagedArticles(
        db,
        scope,
        (qb) => qb.where('articles.publish_type', '=', 1).where('articles.version_label', '>=', 1),
        onlineNewestFirst,
        paging(req.query),
      );
      return ok(reply, data);
    },
  );

  app.get<{ Querystring: SitePagedQuery }>(
    `${BASE}/getJustAccepted`,
    routeSchema({
      summary: 'Just-accepted articles of the site scope (versionLabel -1), newest acceptance first.',
      query: { siteId: siteIdParam, ...pagingProps() },
      required: ['siteId'],
      data: pagedSchema(articleSummaryDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const data = await pagedArticles(
        db,
        scope,
        (qb) => qb.where('articles.publish_type', '=', 1).where('articles.version_label', '=', -1),
        (qb) => qb.orderBy(sql`coalesce(articles.accepted_date, articles.online_date)`, 'desc').orderBy('articles.id', 'desc'),
        paging(req.query),
      );
      return ok(reply, data);
    },
  );

  app.get<{ Querystring: { siteId: number } }>(
    `${BASE}/getColumnTree`,
    routeSchema({
      summary: 'Columns (sections) of the site scope with their article counts, by site, column order.',
      query: { siteId: siteIdParam },
      required: ['siteId'],
      data: arraySchema(columnDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const rows = await db
        .selectFrom('columns as c')
        .select(['c.id', 'c.site_id', 'c.name', 'c.en_name', 'c.sort'])
        .select((eb) =>
          eb
            .selectFrom('articles')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('articles.column_id', '=', 'c.id')
            .as('article_count'),
        )
        .where('c.site_id', 'in', scope.siteIds)
        .orderBy('c.site_id')
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute();
      return ok(
        reply,
        rows.map((r) => ({ id: r.id, siteId: r.site_id, name: r.name, enName: r.en_name, sort: r.sort, articleCount: Number(r.article_count ?? 0) })),
      );
    },
  );

  app.get<{ Querystring: SitePagedQuery & { columnId: number } }>(
    `${BASE}/getArticlesByColumn`,
    routeSchema({
      summary: 'Articles of one column, newest first. A column outside the site scope or unknown: status 404.',
      query: { siteId: siteIdParam, columnId: idParam('Column'), ...pagingProps() },
      required: ['siteId', 'columnId'],
      data: pagedSchema(articleSummaryDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const { columnId } = req.query;
      const col = await db.selectFrom('columns').select(['id', 'site_id']).where('id', '=', columnId).executeTakeFirst();
      if (!col || !inContentScope(scope, col.site_id)) return notFound(reply, `Column not found: ${columnId}`);
      const data = await pagedArticles(db, null, (qb) => qb.where('articles.column_id', '=', columnId), newestFirstByKeys, paging(req.query));
      return ok(reply, data);
    },
  );

  app.get<{ Querystring: { doi: string } }>(
    `${BASE}/getArticleByDoi`,
    routeSchema({
      summary: 'Article detail by DOI (bare, doi: prefixed or a doi.org URL; exact, then case-insensitive).',
      query: { doi: { type: 'string', minLength: 3, maxLength: 300, pattern: '\\S', description: 'DOI, e.g. 10.12345/amr.2024.0001.' } },
      required: ['doi'],
      data: articleDetailDoc,
    }),
    async (req, reply) => {
      const doi = normaliseDoi(req.query.doi);
      // The unique index on doi answers exact forms; upper/lower variants catch case differences.
      const candidates = [...new Set([doi, doi.toLowerCase(), doi.toUpperCase()])];
      const hit = await db.selectFrom('articles').select('id').where('doi', 'in', candidates).executeTakeFirst();
      const id =
        hit?.id ??
        (await db.selectFrom('articles').select('id').where(sql<string>`lower(doi)`, '=', doi.toLowerCase()).executeTakeFirst())?.id;
      if (id === undefined) return notFound(reply, `${ARTICLE_NOT_FOUND} (doi: ${doi})`);
      const row = await detailOrReply(reply, id);
      if (!row) return reply;
      return ok(reply, await detail(row));
    },
  );

  // ---- one article ------------------------------------------------------------------------------

  /**
   * An endpoint about one article. `load` reads only the columns the answer needs: an article
   * page asks several of these at once, and the detail row is wide (abstracts, references).
   */
  const idRoute = <R,>(
    name: string,
    summary: string,
    data: Record<string, unknown>,
    load: (id: number) => Promise<R | undefined>,
    build: (row: R, reply: FastifyReply) => Promise<unknown> | unknown,
  ) =>
    app.get<{ Querystring: IdQuery }>(
      `${BASE}/${name}`,
      routeSchema({ summary: `${summary} Unknown id: status 404 "${ARTICLE_NOT_FOUND}".`, query: idQuery, required: ['id'], data }),
      async (req, reply) => {
        const row = await load(req.query.id);
        if (!row) return articleNotFound(reply, req.query.id);
        const data = await build(row, reply);
        if (reply.sent) return reply;
        return ok(reply, data);
      },
    );


  idRoute(
    'getReference',
    'References of an article in order: [{ord, text}].',
    arraySchema({ type: 'object', properties: { ord: { type: 'integer' }, text: { type: 'string' } } }),
    (id) => q.references.first(db, { id }),
    (row) => referencesOf(row.reference_list),
  );

  idRoute(
    'getStatistics',
    'Counters of an article: {views, downloads, citations}.',
    { type: 'object', properties: { views: { type: 'integer' }, downloads: { type: 'integer' }, citations: { type: 'integer' } } },
    (id) => q.statistics.first(db, { id }),
    (row) => ({ views: row.views, downloads: row.downloads, citations: row.citations }),
  );

  idRoute(
    'getPicAndTab',
    "The article's pictures and tables, in their order: {pictures, tables}.",
    { type: 'object', properties: { pictures: arraySchema(pictureDoc), tables: arraySchema(tableDoc) } },
    (id) => q.ref.first(db, { id }),
    async (row) => {
      const [pictures, tables] = await Promise.all([q.pictures.all(db, { id: row.id }), q.tables.all(db, { id: row.id })]);
      const ref = { id: row.id, title: row.title, enTitle: row.en_title, doi: row.doi };
      return { pictures: pictures.map((p) => mapPicture(p, ref)), tables: tables.map((t) => mapTable(t, ref)) };
    },
  );

  idRoute(
    'getAttachTypes',
    "Attachment types present, of 'pdf' and 'html' (html also when the HTML full text exists).",
    arraySchema({ type: 'string', enum: ['pdf', 'html'] }),
    (id) => q.attachments.first(db, { id }),
    (row) => attachTypesOf(row.attachments, row.has_html === 1),
  );

  idRoute(
    'isShowHtml',
    'true when the article has an HTML full text.',
    { type: 'boolean' },
    (id) => q.hasHtml.first(db, { id }),
    (row) => row.has_html === 1,
  );

  idRoute(
    'getHtml',
    'HTML full text (sanitised when stored): {id, language, html}. No HTML full text: status 404.',
    { type: 'object', properties: { id: { type: 'integer' }, language: { type: 'string' }, html: { type: 'string' } } },
    (id) => q.html.first(db, { id }),
    (row, reply) => {
      if (!row.html_full_text) {
        notFound(reply, `HTML full text not available for article ${row.id}`);
        return null;
      }
      return { id: row.id, language: row.language, html: row.html_full_text };
    },
  );

  idRoute(
    'getPublishedInfo',
    'Publication history: received, revised, accepted, online and published dates, version label, issue.',
    {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        receivedDate: { type: ['string', 'null'] },
        revisedDate: { type: ['string', 'null'] },
        acceptedDate: { type: ['string', 'null'] },
        onlineDate: { type: ['string', 'null'] },
        publishedDate: { type: ['string', 'null'] },
        versionLabel: { type: 'integer' },
        publishType: { type: 'integer' },
        period: { type: ['object', 'null'] },
      },
    },
    (id) => articleDetailRow(db, id),
    (row) => publishedInfoOf(row),
  );

  // ---- relations (through the search index: ./relations.ts) -------------------------------------

  // what the relation kinds read of the article itself
  const relationRow = (id: number) => q.relation.first(db, { id });
  type Related = (row: NonNullable<Awaited<ReturnType<typeof relationRow>>>) => Promise<(RelationTerm | null)[]>;

  const relationRoute = (name: string, summary: string, related: Related) =>
    app.get<{ Querystring: RelationQuery }>(
      `${BASE}/relations/${name}`,
      routeSchema({
        summary: `${summary} Paged; the article itself is left out. Unknown id: status 404 "${ARTICLE_NOT_FOUND}".`,
        description:
          'siteId (optional) limits the answer to that site scope; without it every site is searched. ' +
          'Matching runs on the search index (rebuilt with the content).',
        query: { id: articleId, siteId: { ...siteIdParam, description: 'Optional: only articles this site shows.' }, ...pagingProps() },
        required: ['id'],
        data: pagedSchema(articleSummaryDoc),
      }),
      async (req, reply) => {
        let scope: ContentScope | null = null;
        if (req.query.siteId !== undefined) {
          const s = await scopeOrReply(svc, reply, req.query.siteId);
          if (!s) return reply;
          scope = s;
        }
        const row = await relationRow(req.query.id);
        if (!row) return articleNotFound(reply, req.query.id);
        const terms = await related(row);
        const data = await relatedArticles(db, terms, { excludeId: row.id, siteIds: scope ? scope.siteIds : null }, paging(req.query));
        return ok(reply, data);
      },
    );

  relationRoute('author', 'Other articles by the same authors (an author name equal to one of this article’s), most shared authors first, then newest.', async (row) => {
    const authors = (await authorsOf(db, [row.id])).get(row.id) ?? [];
    return [...new Set(authors.map((a) => a.name))].slice(0, 30).map((n) => termOf('authors', n, 1, true));
  });

  relationRoute(
    'org',
    'Other articles from the same institutions: an affiliation containing the institution of one of this article’s affiliations ' +
      '(重庆大学 of "重庆大学 冶金与生态工程学院, 重庆 400044"; the university / institute part of an English affiliation), most shared first, then newest.',
    async (row) => {
      const affs = await affiliationsOf(db, row.id);
      const names = new Set<string>();
      for (const a of affs) {
        const zh = institutionOf(a.name);
        const en = institutionOf(a.en_name);
        if (zh.length >= 2) names.add(zh);
        if (en.length >= 4) names.add(en);
      }
      return [...names].slice(0, 20).map((n) => termOf('institution', n));
    },
  );

  relationRoute(
    'fund',
    'Other articles with the same funding: sharing a grant (the fund text split at ; , 、) first, then the same funder ' +
      '(the item without its grant number), newest first within each.',
    async (row) => {
      const grants = [...new Set([...fundItems(row.fund), ...fundItems(row.en_fund)])];
      const funders = [...new Set(grants.map(funderOf).filter((f) => f.length >= 4))];
      return [...grants.map((g) => termOf('fund', g, 10)), ...funders.map((f) => termOf('fund', f, 1))];
    },
  );

  relationRoute('article', 'Related articles: sharing keywords (zh or en), most shared keywords first, then newest.', async (row) =>
    keywordTerms(row.keywords, row.en_keywords),
  );

  // ---- counters, jump, download ---------------------------------------------------------------------

  const countTypes = ['view', 'download'] as const;
  type CountType = (typeof countTypes)[number];
  const countSchema = routeSchema({
    summary: `Count one view or download of an article; answers the new {id, views, downloads}. GET or POST (query or JSON body). Unknown id: status 404 "${ARTICLE_NOT_FOUND}".`,
    query: { id: articleId, type: { type: 'string', enum: [...countTypes], description: 'What to count.' } },
    data: { type: 'object', properties: { id: { type: 'integer' }, views: { type: 'integer' }, downloads: { type: 'integer' } } },
  });
  type CountArgs = { id?: number; type?: CountType };
  const countHandler = async (reply: FastifyReply, args: CountArgs, where: string) => {
    const { id, type } = args;
    if (id === undefined) return sendJson(reply, envelope(null, STATUS.badRequest, `${where}/id is required`), 400);
    if (type === undefined) return sendJson(reply, envelope(null, STATUS.badRequest, `${where}/type is required`), 400);
    const col = type === 'view' ? 'views' : 'downloads';
    const row = await db
      .updateTable('articles')
      .set((eb) => ({ [col]: eb(col, '+', 1) }))
      .where('id', '=', id)
      .returning(['id', 'views', 'downloads'])
      .executeTakeFirst();
    if (!row) return articleNotFound(reply, id);
    // Keep the search index's sort keys (search by views / downloads) in step.
    await db
      .updateTable('search_article_keys')
      .set({ views: row.views, downloads: row.downloads })
      .where('id', '=', id)
      .execute();
    return ok(reply, row);
  };
  app.get<{ Querystring: CountArgs }>(`${BASE}/updateCount`, countSchema, async (req, reply) => countHandler(reply, req.query, 'querystring'));
  app.post<{ Querystring: CountArgs; Body: CountArgs | undefined }>(
    `${BASE}/updateCount`,
    {
      schema: {
        ...countSchema.schema,
        body: { type: ['object', 'null'], properties: { id: articleId, type: { type: 'string', enum: [...countTypes] } } },
      },
    },
    async (req, reply) => {
      const body = req.body ?? {};
      return countHandler(reply, { id: req.query.id ?? body.id, type: req.query.type ?? body.type }, req.query.id !== undefined ? 'querystring' : 'body');
    },
  );

  app.get<{ Querystring: { siteId: number; id: number; language?: string } }>(
    `${BASE}/getJumpUrl`,
    routeSchema({
      summary:
        "Where an article opens when asked from siteId: in-site path /<lang>/article/<id> when the article is the site's own, " +
        'else the owning site path /<sld>/<lang>/article/<id> (url: https://<domain>/<lang>/article/<id> when that site has a domain).',
      query: { siteId: siteIdParam, id: articleId, language: languageParam },
      required: ['siteId', 'id'],
      data: jumpSchema,
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const a = await articleSite(db, req.query.id);
      if (!a) return articleNotFound(reply, req.query.id);
      const owner = await svc.site(a.site_id);
      if (!owner) return notFound(reply, `Site not found for article ${a.id}: ${a.site_id}`);
      return ok(reply, jumpTarget(scope.site, owner, `article/${a.id}`, req.query.language ?? req.masthead.language));
    },
  );

  app.get<{ Querystring: { id: number; type?: string } }>(
    `${BASE}/download`,
    routeSchema({
      summary:
        `Download an attachment. Anonymous readers get status 401 "${DOWNLOAD_LOGIN_MESSAGE}". ` +
        'Login is not implemented yet and no token is validated, so every request is anonymous for now. ' +
        `Unknown id: status 404 "${ARTICLE_NOT_FOUND}".`,
      query: { id: articleId, type: { type: 'string', enum: ['pdf', 'html'], default: 'pdf', description: 'Attachment type.' } },
      required: ['id'],
      data: { type: 'null' },
    }),
    async (req, reply) => {
      const a = await articleSite(db, req.query.id);
      if (!a) return articleNotFound(reply, req.query.id);
      // No token validation exists yet (login comes later): every reader is anonymous.
      return sendJson(reply, envelope(null, STATUS.unauthorized, DOWNLOAD_LOGIN_MESSAGE));
    },
  );

  // ---- detail last (parametric) -----------------------------------------------------------------

  app.get<{ Params: IdQuery }>(
    `${BASE}/:id`,
    routeSchema({
      summary: `Article detail: every field with ordered authors (affiliation indexes), affiliations, column, issue, dates, fund, keywords, attachments, metrics. Unknown id: status 404 "${ARTICLE_NOT_FOUND}".`,
      params: { id: articleId },
      data: articleDetailDoc,
    }),
    async (req, reply) => {
      const row = await detailOrReply(reply, req.params.id);
      if (!row) return reply;
      return ok(reply, await detail(row));
    },
  );
};
