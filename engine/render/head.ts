/**
 * The page head as HTML (server) and as DOM updates after in-place navigation (browser). Tags the
 * page owns carry `data-mh`, so navigation replaces exactly those and leaves the shell's alone.
 */
import type { PageState } from './pageLoader';
import type { PageData } from './pageData';
import type { PageHead } from './pageHead';
import { siteNameOf } from './pageHead';
// the state script's escaping: JSON-LD inside <script> cannot end it early either
import { serializeState } from './serialize';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The site's display name in the page's interface language. */
export function siteName(page: PageData): string {
  return siteNameOf(page);
}

/** The document title of a page (widgets may set it; else channel or page kind, and site name). */
export function pageTitle(page: PageData): string {
  return page.head?.title ?? siteNameOf(page);
}

export function htmlLang(page: PageData): string {
  return page.uiLang === 'zh' ? 'zh-CN' : 'en';
}

/** The tags of a page head, as HTML. */
export function headHtml(head: PageHead): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" data-mh="">`];
  for (const m of head.meta) {
    const key = m.name !== undefined ? `name="${escapeHtml(m.name)}"` : `property="${escapeHtml(m.property ?? '')}"`;
    parts.push(`<meta ${key} content="${escapeHtml(m.content)}" data-mh="">`);
  }
  for (const l of head.links) {
    const extra = `${l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : ''}${l.type ? ` type="${escapeHtml(l.type)}"` : ''}`;
    parts.push(`<link rel="${escapeHtml(l.rel)}" href="${escapeHtml(l.href)}"${extra} data-mh="">`);
  }
  parts.push(`<link rel="icon" href="${escapeHtml(head.icon)}" data-mh="">`);
  for (const obj of head.jsonLd) parts.push(`<script type="application/ld+json" data-mh="">${serializeState(obj)}</script>`);
  return parts.join('');
}

/** <title>, description, canonical, hreflang, widget tags and icon for the server-rendered HTML head. */
export function renderHead(data: PageState | undefined, fallbackTitle: string): { html: string; lang: string } {
  if (!data || data.kind !== 'page' || !data.page.head) {
    const lang = data?.kind === 'standalone' ? data.lang : data?.kind === 'error' ? data.uiLang : data?.kind === 'page' ? data.page.uiLang : 'zh';
    return { html: `<title>${escapeHtml(fallbackTitle)}</title><meta name="robots" content="noindex">`, lang: lang === 'zh' ? 'zh-CN' : 'en' };
  }
  return { html: headHtml(data.page.head), lang: htmlLang(data.page) };
}

/** Browser: make document.head match a page after in-place navigation. */
export function applyHead(doc: Document, page: PageData): void {
  doc.documentElement.lang = htmlLang(page);
  if (!page.head) {
    doc.title = siteNameOf(page);
    return;
  }
  doc.title = page.head.title;
  doc.head.querySelectorAll('[data-mh]').forEach((el) => el.remove());
  const tpl = doc.createElement('template');
  // headHtml escapes every value; the title tag is dropped since document.title is set above
  tpl.innerHTML = headHtml(page.head).replace(/^<title>.*?<\/title>/, '');
  doc.head.append(...Array.from(tpl.content.childNodes));
}
