import type { PageState } from './pageLoader';
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

/** The document title of a page: channel name (if any) and site name. */
export function pageTitle(page: PageData): string {
  const name = siteName(page);
  const channelName = page.channel ? (page.uiLang === 'zh' ? page.channel.name : page.channel.enName || page.channel.name) : '';
  return channelName ? `${channelName} - ${name}` : name;
}

export function htmlLang(page: PageData): string {
  return page.uiLang === 'zh' ? 'zh-CN' : 'en';
}

/** <title>, description and icon for the server-rendered HTML head. */
export function renderHead(data: PageState | undefined, fallbackTitle: string): { html: string; lang: string } {
  if (!data || data.kind !== 'page') {
    const lang = data?.kind === 'standalone' ? data.lang : data?.kind === 'error' ? data.uiLang : 'zh';
    return { html: `<title>${escapeHtml(fallbackTitle)}</title><meta name="robots" content="noindex">`, lang: lang === 'zh' ? 'zh-CN' : 'en' };
  }
  const page = data.page;
  const title = pageTitle(page);
  const desc = page.bundle.site.keywords || siteName(page);
  const icon = page.bundle.header.browserIcon || '/favicon.svg';
  const parts = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(desc)}">`,
    `<link rel="icon" href="${escapeHtml(icon)}">`,
  ];
  return { html: parts.join(''), lang: htmlLang(page) };
}
