/**
 * The document head of a reader page: title, description, canonical URL, hreflang alternates and
 * whatever the page's widgets contribute (an article widget adds the Highwire citation_* tags and
 * JSON-LD). Computed once while the page loads (server and browser alike), carried in PageData,
 * rendered as HTML by head.ts on the server and applied to document.head on in-place navigation.
 */
import { withLang } from '../routing/links';
import { tFor } from '../i18n';
import type { WidgetRegistry } from '../registry/registry';
import type { PageData, ResolvedModule } from './pageData';

export interface HeadMeta {
  /** `name` attribute (citation_title, description, robots ...). */
  name?: string;
  /** `property` attribute (og:title ...). */
  property?: string;
  content: string;
}

export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
  type?: string;
}

/** What a widget may add to the head of the page it is on. */
export interface PageHeadPart {
  /** The page's own part of the title; the site name is appended. */
  title?: string;
  description?: string;
  meta?: HeadMeta[];
  links?: HeadLink[];
  /** JSON-LD objects (each becomes one application/ld+json script). */
  jsonLd?: Record<string, unknown>[];
  /** HTTP status for the page (e.g. 404 when the article id is unknown). */
  status?: number;
  /** Keep the page out of search engines (search results, account pages). */
  noindex?: boolean;
}

/** The resolved head of a page. */
export interface PageHead {
  title: string;
  description: string;
  meta: HeadMeta[];
  links: HeadLink[];
  jsonLd: Record<string, unknown>[];
  status?: number;
  icon: string;
}

/** Page kinds that are not worth indexing. */
// (search result pages decide for themselves: a search with records is indexable)
const NOINDEX_KINDS = new Set(['seniorSearch', 'login', 'quickLogin', 'register', 'forgetCode', 'accountBinding', 'personal', 'errorPage', 'forbiddenPage']);

/** The site's display name in the page's interface language. */
export function siteNameOf(page: Pick<PageData, 'bundle' | 'uiLang'>): string {
  const s = page.bundle.site;
  const zh = s.publicationName || s.name || '';
  const en = s.enPublicationName || s.enName || zh;
  return page.uiLang === 'zh' ? zh || en : en || zh;
}

function present(s: unknown): s is string {
  return typeof s === 'string' && s.trim() !== '' && s !== 'null' && s !== 'undefined';
}

/** Collapse whitespace and cut at a word/character boundary for a meta description. */
export function clip(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** The page's own title without widgets: channel name, else the page kind's name (home: none). */
function baseTitle(page: PageData): string {
  if (page.pageKind === 'home') return '';
  if (page.channel) {
    const name = page.uiLang === 'zh' ? page.channel.name : page.channel.enName || page.channel.name;
    if (present(name)) return name;
  }
  const t = tFor(page.uiLang);
  return t(`pages.${page.pageKind}`, { defaultValue: '' }) || '';
}

/** Absolute URL of a path on the page's origin ('' origin keeps it relative). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Canonical and hreflang links: the same page in zh and en (the sld-less or site-label family). */
function languageLinks(page: PageData): HeadLink[] {
  const origin = page.origin ?? '';
  const { route } = page;
  const canonical = absoluteUrl(origin, `${route.pathname}${Object.keys(route.query).length ? `?${new URLSearchParams(route.query)}` : ''}`);
  const links: HeadLink[] = [{ rel: 'canonical', href: canonical }];
  if (route.family === 'plain') return links;
  const langs = page.bundle.site.languages?.length ? page.bundle.site.languages.filter((l) => l === 'zh' || l === 'en') : ['zh', 'en'];
  for (const l of langs) links.push({ rel: 'alternate', hreflang: l, href: absoluteUrl(origin, withLang(route, l as 'zh' | 'en')) });
  return links;
}

/** Merge the head parts of every loaded module (main region last, so its title wins). */
export function buildPageHead(page: PageData, registry: WidgetRegistry): PageHead {
  const parts: PageHeadPart[] = [];
  const ordered = Object.entries(page.regions).sort(([a], [b]) => (a === 'main' ? 1 : 0) - (b === 'main' ? 1 : 0));
  for (const [, mods] of ordered) {
    for (const m of mods as ResolvedModule[]) {
      const def = registry.get(m.type);
      if (!def?.head || m.error) continue;
      try {
        const part = def.head({ props: m.props, data: m.data, page });
        if (part) parts.push(part);
      } catch (err) {
        page.issues.push({ source: `module:${m.id}`, pointer: '', message: `head: ${err instanceof Error ? err.message : String(err)}` });
      }
    }
  }
  const site = siteNameOf(page);
  const own = [...parts].reverse().find((p) => present(p.title))?.title ?? baseTitle(page);
  const description =
    [...parts].reverse().find((p) => present(p.description))?.description ??
    (present(page.bundle.site.keywords) ? `${site}: ${page.bundle.site.keywords}` : site);
  const meta: HeadMeta[] = [];
  const noindex = NOINDEX_KINDS.has(page.pageKind) || parts.some((p) => p.noindex);
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  for (const p of parts) for (const m of p.meta ?? []) if (present(m.content)) meta.push(m);
  // widget links first: an article's canonical (its id route) wins over the URL it was reached by
  const links: HeadLink[] = [];
  for (const p of parts) for (const l of p.links ?? []) if (present(l.href)) links.push(l);
  links.push(...languageLinks(page));
  const status = parts.find((p) => p.status && p.status !== 200)?.status;
  const icon = page.bundle.header.browserIcon || '/favicon.svg';
  return {
    title: own && own !== site ? `${own} - ${site}` : site,
    description: clip(description),
    meta,
    links: dedupeLinks(links),
    jsonLd: parts.flatMap((p) => p.jsonLd ?? []),
    status,
    icon,
  };
}

function dedupeLinks(links: HeadLink[]): HeadLink[] {
  const seen = new Set<string>();
  return links.filter((l) => {
    const key = l.rel === 'canonical' ? 'canonical' : l.hreflang ? `${l.rel}|${l.hreflang}` : `${l.rel}|${l.href}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
