/**
 * Expert services: the editorial board of a site (spec 7.1: {topicId, page 0, size 10, sort}
 * -> data[0].content[0] is the first member). Page is 0-based here, as the spec's client sends.
 */
import { sql } from 'kysely';
import type { ServiceContext } from '../context';
import { siteNotFound } from '../errors';
import { mapExpert } from './mappers';
import { contentScope } from './scope';

/** Board roles, most senior first. */
export const ROLE_ORDER = ['editorInChief', 'deputyEditor', 'associateEditor', 'member'] as const;

const roleRank = sql<number>`case er.role ${sql.join(
  ROLE_ORDER.map((r, i) => sql`when ${r} then ${sql.lit(i)}`),
  sql` `,
)} else ${sql.lit(ROLE_ORDER.length)} end`;

/** One page of board members, in the Spring page shape the spec's client reads. */
export interface ExpertPage {
  content: ReturnType<typeof mapExpert>[];
  totalElements: number;
  totalPages: number;
  /** Page number (0-based). */
  number: number;
  size: number;
}

/** The site a topicId names: a site id, else a site whose site.json topicId it is; else 10404. */
async function boardSiteId(ctx: ServiceContext, topicId: number): Promise<number> {
  await ctx.config.fresh();
  if (await ctx.config.site(topicId)) return topicId;
  const bySite = (await ctx.config.sites()).list.find((s) => s.record.topicId === topicId);
  if (!bySite) throw siteNotFound(topicId);
  return bySite.siteId;
}

/**
 * The editorial board of the site scope as [one page]: editor-in-chief, deputy editors, associate
 * editors, members, then board order (sort name: by English name). page is 0-based.
 */
export async function expertList(
  ctx: ServiceContext,
  p: { topicId: number; page?: number; size?: number; sort?: string },
): Promise<[ExpertPage]> {
  const scope = await contentScope(ctx.config, await boardSiteId(ctx, p.topicId));
  const page = p.page ?? 0;
  const size = p.size ?? 10;
  const base = () =>
    ctx.db
      .selectFrom('editorial_roles as er')
      .innerJoin('experts as e', 'e.id', 'er.expert_id')
      .where('er.site_id', 'in', scope.siteIds);
  const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  let q = base().select([
    'e.id',
    'er.site_id',
    'e.name',
    'e.en_name',
    'e.title',
    'e.en_title',
    'e.institution',
    'e.en_institution',
    'e.research',
    'e.en_research',
    'e.photo',
    'e.bio',
    'e.en_bio',
    'er.role',
    'er.role_name',
    'er.en_role_name',
    'er.sort',
  ]);
  q = p.sort === 'name' ? q.orderBy('e.en_name').orderBy('e.id') : q.orderBy(roleRank).orderBy('er.sort').orderBy('er.site_id').orderBy('e.id');
  const rows = page * size >= total ? [] : await q.limit(size).offset(page * size).execute();
  return [{ content: rows.map(mapExpert), totalElements: total, totalPages: Math.ceil(total / size), number: page, size }];
}
