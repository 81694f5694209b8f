import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import { clip } from '../../../engine/render/pageHead';
import schema from './schema.json';
import type { ChannelFallbackData, ChannelFallbackProps } from './load';

/** Text of HTML for a meta description (tags dropped, entities of the sanitiser's output decoded). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Placed after the `channel-content` slot of the about / aboutus / info / newcomposite layouts:
 * when the slot stays empty (no id, or a channel without modules) it shows the first suitable
 * channel's rich-text modules, e.g. the journal introduction on /{lang}/about.
 */
export default defineWidget<ChannelFallbackProps, ChannelFallbackData>({
  type: 'channel-fallback',
  version: 1,
  family: 'reader',
  title: 'Channel fallback',
  description:
    "When the page's channel slot stays empty: the rich-text modules of the named channel's sub-channels, the query's columnId, " +
    'or the first channel with one of `codes`; else No data. Unknown channel id: status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: async (ctx) => (await import('./load')).loadChannelFallback(ctx),
  head: ({ data, page }) => {
    if (!data) return undefined;
    if (data.kind === 'empty' && data.unknownChannel) return { status: 404, noindex: true };
    if (data.kind !== 'channel') return undefined;
    const c = data.channel;
    const name = page.uiLang === 'en' ? c.enName || c.name : c.name || c.enName;
    const text = data.modules.map((m) => textOf(m.html)).join(' ').replace(/\s+/g, ' ').trim();
    return { title: page.channel ? undefined : name || undefined, description: text ? clip(text) : undefined };
  },
  static: true,
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'About: journal introduction', props: { codes: ['periodIntroduce', 'introduce'] } },
    { name: 'About us', props: { codes: ['aboutus'] } },
  ],
});
