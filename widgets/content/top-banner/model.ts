/** The top banner's slides: from props, else the channel's banner, else the site's picture. */
import { linkRoute, withSlds } from '../../../engine/routing/menu';
import { sitePath } from '../../../engine/routing/links';
import { matchRoute, type RouteMatch } from '../../../engine/routing/match';
import type { Lang, UiLang } from '../../../engine/routing/pageKinds';
import type { Channel, Site } from '../../../schemas/generated/types';
import { byLang, fileUrl, isExternal, safeHref } from '../../shared/text';

/** Spec 9: banner height = width x 175 / 683. */
export const TOP_BANNER_RATIO = { width: 683, height: 175 } as const;
export const TOP_BANNER_AUTOPLAY_MS = 5000;

export interface TopBannerImage {
  src: string;
  href?: string;
  alt: string;
  enAlt?: string;
}

export interface TopBannerProps {
  images?: TopBannerImage[];
  fit?: 'cover' | 'contain';
  autoplay?: boolean;
}

export interface BannerSlide {
  src: string;
  alt: string;
  href?: string;
  external: boolean;
}

export interface BannerModel {
  slides: BannerSlide[];
  fit: 'cover' | 'contain';
  source: 'props' | 'channel' | 'site' | 'none';
}

type LinkCtx = { route: Pick<RouteMatch, 'family' | 'sld' | 'query'>; lang: Lang };

/** A slide's link: external as given (new tab), in-site paths and page paths with slds kept. */
export function bannerHref(href: string | undefined, ctx: LinkCtx): { href: string; external: boolean } | undefined {
  const h = safeHref(href);
  if (!h) return undefined;
  if (isExternal(h)) return { href: h, external: true };
  const lr = linkRoute(ctx.route);
  if (/^(mailto|tel):/i.test(h) || h.startsWith('#')) return { href: h, external: false };
  if (!h.startsWith('/')) return { href: withSlds(sitePath(lr, ctx.lang, h), lr), external: false };
  // A site-label path of another site (a group's member journal) names its own site: no slds of ours.
  const [pathname, search = ''] = h.split('#')[0]!.split('?');
  const target = matchRoute(pathname!, search);
  if (target?.family === 'sld' && target.sld !== lr.sld) return { href: h, external: false };
  return { href: withSlds(h, lr), external: false };
}

export function bannerModel(
  props: TopBannerProps | undefined,
  ctx: LinkCtx & { uiLang: UiLang; channel: Pick<Channel, 'bannerUrl' | 'name' | 'enName'> | null; site: Pick<Site, 'pictureUrl' | 'name' | 'enName'> },
): BannerModel {
  const siteName = byLang(ctx.uiLang, ctx.site.name, ctx.site.enName) ?? '';
  const fromProps: BannerSlide[] = [];
  for (const img of props?.images ?? []) {
    const src = fileUrl(img.src);
    const alt = byLang(ctx.uiLang, img.alt, img.enAlt);
    if (!src || !alt) continue; // a picture without a text alternative is not shown
    const link = bannerHref(img.href, ctx);
    fromProps.push({ src, alt, href: link?.href, external: link?.external ?? false });
  }
  if (fromProps.length) return { slides: fromProps, fit: props?.fit ?? 'cover', source: 'props' };
  const channelSrc = fileUrl(ctx.channel?.bannerUrl);
  if (channelSrc) {
    const alt = byLang(ctx.uiLang, ctx.channel?.name, ctx.channel?.enName) ?? siteName;
    return { slides: [{ src: channelSrc, alt, external: false }], fit: props?.fit ?? 'cover', source: 'channel' };
  }
  const siteSrc = fileUrl(ctx.site.pictureUrl);
  // The site's picture is its journal cover (portrait): shown whole unless told otherwise.
  if (siteSrc) return { slides: [{ src: siteSrc, alt: siteName, external: false }], fit: props?.fit ?? 'contain', source: 'site' };
  return { slides: [], fit: props?.fit ?? 'cover', source: 'none' };
}
