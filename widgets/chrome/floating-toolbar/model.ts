/** Toolbar buttons from the tools list (spec 3 "Tool entry"), with links that keep the site label. */
import { linkRoute, queryString, withSlds } from '../../../engine/routing/menu';
import type { RouteMatch } from '../../../engine/routing/match';
import type { Lang, UiLang } from '../../../engine/routing/pageKinds';
import type { ToolEntry } from '../../../schemas/generated/types';
import { byLang, fileUrl, isExternal, safeHref, text } from '../../shared/text';

export { TOOLBAR_THRESHOLD } from './threshold';
export const SHARE_QR_SIZE = 120;
export const BASKET_STORAGE_KEY = 'basketList';
export const BASKET_BADGE_MAX = 99;

/** A tool entry as the schema types it (schemas/tool-entry.schema.json). */
export type ToolLike = ToolEntry;

export type ToolButton =
  | { kind: 'share'; key: string; label?: string; icon?: string }
  | { kind: 'rss' | 'email'; key: string; label?: string; icon?: string; href: string }
  | { kind: 'basket'; key: string; label?: string; icon?: string }
  | { kind: 'link'; key: string; label: string; icon?: string; href: string; newTab: boolean }
  | { kind: 'pop'; key: string; label: string; icon?: string; picture?: string; description?: string };

/** /rssList and /emailSubscribe with the page language, plus slds on site-label routes. */
export function toolHref(route: Pick<RouteMatch, 'family' | 'sld' | 'query'>, lang: Lang, page: 'rssList' | 'emailSubscribe'): string {
  return withSlds(`/${page}${queryString({ lang })}`, linkRoute(route));
}

export function toolButtons(
  tools: readonly ToolLike[] | null | undefined,
  ctx: { route: Pick<RouteMatch, 'family' | 'sld' | 'query'>; lang: Lang; uiLang: UiLang; showBasket?: boolean },
): ToolButton[] {
  const list = [...(tools ?? [])].sort((a, b) => (a.indexId ?? 0) - (b.indexId ?? 0));
  const rss = toolHref(ctx.route, ctx.lang, 'rssList');
  const email = toolHref(ctx.route, ctx.lang, 'emailSubscribe');
  if (!list.length) {
    const out: ToolButton[] = [
      { kind: 'share', key: 'share' },
      { kind: 'rss', key: 'rss', href: rss },
      { kind: 'email', key: 'email', href: email },
    ];
    if (ctx.showBasket !== false) out.push({ kind: 'basket', key: 'basket' });
    return out;
  }
  const out: ToolButton[] = [];
  list.forEach((t, i) => {
    const key = `t${t.id ?? i}`;
    const label = byLang(ctx.uiLang, t.resName, t.enResName);
    const icon = fileUrl(t.cover) ?? fileUrl(t.coverId) ?? fileUrl(t.pictureUrl);
    const kind = t.type === 'platform' ? t.platformType : t.type;
    switch (kind) {
      case 'share':
        // The QR code is generated from the page address; a configured picture (usually the
        // site's own QR) cannot encode the page, so share ignores it (pop tools show theirs).
        out.push({ kind: 'share', key, label, icon });
        break;
      case 'rss':
        out.push({ kind: 'rss', key, label, icon, href: rss });
        break;
      case 'email':
        out.push({ kind: 'email', key, label, icon, href: email });
        break;
      case 'folderAdd':
        out.push({ kind: 'basket', key, label, icon });
        break;
      case 'external': {
        const href = safeHref(t.url) ?? safeHref(t.linkValue2);
        if (href && label) out.push({ kind: 'link', key, label, icon, href, newTab: isExternal(href) });
        break;
      }
      case 'pop':
        if (label) out.push({ kind: 'pop', key, label, icon, picture: fileUrl(t.bouncePictureUrl), description: text(t.description) });
        break;
      default:
        break;
    }
  });
  return out;
}

/** Number of items in the stored basket (0 when absent or unreadable). */
export function basketCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.length : 0;
  } catch {
    return 0;
  }
}

/** Badge text: the count, capped at 99 (spec 9). */
export function badgeText(n: number): string {
  return n > BASKET_BADGE_MAX ? `${BASKET_BADGE_MAX}+` : String(n);
}
