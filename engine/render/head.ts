import type { PageLoaderData } from './routes';
import type { PageData } from './pageData';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The site's display name in the page's interface language. */
export function siteName(page: PageData): string {
  const s = page.bundle.site;
  const zh = s.publicationName || s.name || '';
  const en = s.enPublicationName || s.enName || zh;
  return page.uiLang === 'zh' ? zh || en : en || zh;
}

/** <title>, description and icon for the server-rendered HTML head. */
export function renderHead(data: PageLoaderData | undefined, fallbackTitle: string): { html: string; lang: string } {
  if (!data || data.kind !== 'page') {
    const lang = data?.kind === 'standalone' ? data.lang : 'zh';
    return { html: `<title>${escapeHtml(fallbackTitle)}</title><meta name="robots" content="noindex">`, lang: lang === 'zh' ? 'zh-CN' : 'en' };
  }
  const page = data.page;
  const name = siteName(page);
  const channelName = page.channel ? (page.uiLang === 'zh' ? page.channel.name : page.channel.enName || page.channel.name) : '';
  const title = channelName ? `${channelName} - ${name}` : name;
  const desc = page.bundle.site.keywords || name;
  const icon = page.bundle.header.browserIcon || '/favicon.svg';
  const parts = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(desc)}">`,
    `<link rel="icon" href="${escapeHtml(icon)}">`,
  ];
  return { html: parts.join(''), lang: page.uiLang === 'zh' ? 'zh-CN' : 'en' };
}
