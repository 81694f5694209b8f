/**
 * Which channel's modules fill a page whose channel slot stayed empty. loadPage fills the
 * `channel-content` slot from the channel named by a numeric {id} (engine/render/loadPage.ts
 * channelKeyOf); this loader repeats that choice and, when it gives no modules, looks further:
 * the named channel's sub-channels (a parent menu item such as 期刊介绍 has none of its own), the
 * query's columnId / childId (the /aboutus query page), then the first enabled channel with one of
 * props.codes — asking GET /front/module/getModuleList {siteId, code: <channel id>} for each
 * candidate (at most MAX_CANDIDATES) and keeping the first that has rich-text modules.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { channelKeyOf } from '../../../engine/render/loadPage';
import { findChannel } from '../../../engine/routing/channel';
import type { Channel } from '../../../schemas/generated/types';
import { fetchData } from '../../shared/reader/content';
import { pickHtml, type RichTextProps } from '../../content/rich-text/pick';
import { loadSanitizer } from '../../../engine/sanitize/lazy';

export interface ChannelFallbackProps {
  codes?: string[];
}

export interface FallbackModule {
  id: string;
  props: RichTextProps;
  /** Sanitised HTML for the page's language. */
  html: string;
}

export type ChannelFallbackData =
  /** The page's own channel has modules: the slot shows them, nothing to add. */
  | { kind: 'slot' }
  | { kind: 'channel'; channel: { id: number | string; name?: string; enName?: string }; modules: FallbackModule[] }
  /** Nothing to show; `unknownChannel` when the URL named a channel the site does not have (404). */
  | { kind: 'empty'; unknownChannel?: boolean }
  | { kind: 'error' };

export const MAX_CANDIDATES = 8;

interface ModuleLike {
  id?: unknown;
  type?: unknown;
  props?: unknown;
}

function descendants(c: Channel): Channel[] {
  const out: Channel[] = [];
  for (const k of c.children ?? []) out.push(k, ...descendants(k));
  return out;
}

function withCodes(list: readonly Channel[], codes: readonly string[]): Channel[] {
  const out: Channel[] = [];
  for (const c of list) {
    if (c.enable !== '0' && typeof c.code === 'string' && codes.includes(c.code)) out.push(c);
    out.push(...withCodes(c.children ?? [], codes));
  }
  return out;
}

function richTextOf(list: unknown): { id: string; props: RichTextProps }[] {
  if (!Array.isArray(list)) return [];
  const out: { id: string; props: RichTextProps }[] = [];
  (list as ModuleLike[]).forEach((m, i) => {
    if (!m || m.type !== 'rich-text' || !m.props || typeof m.props !== 'object') return;
    const p = m.props as Record<string, unknown>;
    const s = (v: unknown) => (typeof v === 'string' ? v : undefined);
    out.push({ id: typeof m.id === 'string' && m.id ? m.id : `module-${i}`, props: { html: s(p.html), enHtml: s(p.enHtml), title: s(p.title), enTitle: s(p.enTitle) } });
  });
  return out;
}

export async function loadChannelFallback({ api, site, bundle, route, uiLang, props }: WidgetLoadContext<ChannelFallbackProps>): Promise<ChannelFallbackData> {
  const siteId = site.siteId ?? site.id;
  const channels = bundle.channels ?? [];
  const modulesOf = (c: Channel) => fetchData<unknown>(api.moduleList({ siteId, code: String(c.id) }));

  const candidates: Channel[] = [];
  const { key } = channelKeyOf(route);
  if (key !== undefined) {
    const named = findChannel(channels, key);
    if (!named) return { kind: 'empty', unknownChannel: true };
    const own = await modulesOf(named);
    if (own.ok && Array.isArray(own.data) && own.data.length > 0) return { kind: 'slot' };
    candidates.push(...descendants(named));
  } else {
    const q = route.query.childId ?? route.query.columnId;
    const byQuery = q && /^\d+$/.test(q) ? findChannel(channels, q) : null;
    if (byQuery) candidates.push(byQuery, ...descendants(byQuery));
  }
  candidates.push(...withCodes(channels, props.codes ?? []));

  const seen = new Set<string>();
  let failed = false;
  let tried = 0;
  for (const c of candidates) {
    const id = String(c.id);
    if (seen.has(id)) continue;
    seen.add(id);
    if (tried++ >= MAX_CANDIDATES) break;
    const r = await modulesOf(c);
    if (!r.ok) {
      failed = true;
      continue;
    }
    const mods = richTextOf(r.data);
    if (mods.length === 0) continue;
    const { sanitizeHtml } = await loadSanitizer();
    return {
      kind: 'channel',
      channel: { id: c.id, name: c.name ?? undefined, enName: c.enName ?? undefined },
      modules: mods.map((m) => ({ ...m, html: sanitizeHtml(pickHtml(m.props, uiLang)) })),
    };
  }
  return failed ? { kind: 'error' } : { kind: 'empty' };
}
