/**
 * /sitemap.txt (spec 2.2; the footer keeps a hidden link to it): every article, issue and news URL
 * of a site, one absolute URL per line (the sitemaps.org text format, at most 50,000 lines).
 * The site comes from the path (/{sld}/sitemap.txt), the `slds` query, the host's domain, else
 * the default `all` site — the same order the page loader uses. URLs are in the site's default
 * language, in the route family the sitemap was asked for.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ConfigService, SiteEntry } from '../api/config-service';
import { siteScope } from '../content/scope';

/** The sitemaps.org limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

const CLOSED = 10001;

function originOf(req: FastifyRequest): string {
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() || req.protocol;
  return `${proto}://${req.headers.host ?? 'localhost'}`;
}

async function siteFor(config: ConfigService, req: FastifyRequest, sld: string | undefined): Promise<{ site?: SiteEntry; family: 'sld' | 'lang' }> {
  const query = req.query as Record<string, string | undefined>;
  const label = sld ?? query.slds;
  if (label) return { site: await config.siteBySld(label), family: 'sld' };
  const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
  const byDomain = host && host !== 'localhost' && host !== '127.0.0.1' ? await config.siteByDomain(host) : undefined;
  if (byDomain) return { site: byDomain, family: 'lang' };
  return { site: await config.siteBySld('all'), family: 'lang' };
}

/** Every URL of the site's sitemap: issues, articles, news (newest first), capped at 50,000. */
export async function sitemapUrls(config: ConfigService, site: SiteEntry, base: string): Promise<string[]> {
  const scope = await siteScope(config, site.siteId);
  if (!scope) return [];
  const db = config.db;
  const ids = scope.kind === 'all' ? null : scope.siteIds;
  const periods = await db
    .selectFrom('periods')
    .select(['year', 'issue'])
    .$if(ids !== null, (q) => q.where('site_id', 'in', ids!))
    .orderBy('year', 'desc')
    .orderBy('issue', 'desc')
    .execute();
  const urls: string[] = [];
  const seen = new Set<string>();
  for (const p of periods) {
    const u = `${base}/issue/${p.year}/${p.issue}`;
    if (seen.has(u)) continue; // group and all sites hold several journals' issues of a year
    seen.add(u);
    urls.push(u);
  }
  const room = () => SITEMAP_MAX_URLS - urls.length;
  const articles = await db
    .selectFrom('articles')
    .select('id')
    .$if(ids !== null, (q) => q.where('site_id', 'in', ids!))
    .orderBy(sql`coalesce(published_date, online_date, accepted_date)`, 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(0, room()))
    .execute();
  for (const a of articles) urls.push(`${base}/article/${a.id}`);
  if (room() > 0) {
    const news = await db
      .selectFrom('news')
      .select('id')
      .$if(ids !== null, (q) => q.where('site_id', 'in', ids!))
      .orderBy('id', 'desc')
      .limit(room())
      .execute();
    for (const n of news) urls.push(`${base}/newsDetails/${n.id}`);
  }
  return urls.slice(0, SITEMAP_MAX_URLS);
}

export function registerSitemap(app: FastifyInstance): void {
  const config = app.masthead.config;
  const handler = async (req: FastifyRequest<{ Params: { sld?: string } }>, reply: FastifyReply) => {
    await config.fresh();
    const { site, family } = await siteFor(config, req, req.params.sld);
    if (!site || site.status === CLOSED) return reply.status(404).type('text/plain; charset=utf-8').send('This page could not be found');
    const record = site.record as { defaultLanguage?: string };
    const lang = record.defaultLanguage === 'en' ? 'en' : 'zh';
    const base = `${originOf(req)}${family === 'sld' ? `/${site.sld}` : ''}/${lang}`;
    const urls = await sitemapUrls(config, site, base);
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(`${urls.join('\n')}\n`);
  };
  app.get('/sitemap.txt', handler);
  app.get<{ Params: { sld: string } }>('/:sld/sitemap.txt', handler);
}
