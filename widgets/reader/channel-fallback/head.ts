/** Head of the channel fallback: the shown channel's name and the text of its modules; 404 for an unknown channel. */
import type { PageData } from '../../../engine/render/pageData';
import { clip, type PageHeadPart } from '../../../engine/render/pageHead';
import type { ChannelFallbackData } from './load';

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

export function channelFallbackHead({ data, page }: { data: ChannelFallbackData | undefined; page: PageData }): PageHeadPart | undefined {
  if (!data) return undefined;
  if (data.kind === 'empty' && data.unknownChannel) return { status: 404, noindex: true };
  if (data.kind !== 'channel') return undefined;
  const c = data.channel;
  const name = page.uiLang === 'en' ? c.enName || c.name : c.name || c.enName;
  const text = data.modules.map((m) => textOf(m.html)).join(' ').replace(/\s+/g, ' ').trim();
  return { title: page.channel ? undefined : name || undefined, description: text ? clip(text) : undefined };
}
