/**
 * Sanitising of configured HTML (rich text, news bodies) and CSS (header/footer cssContent).
 *
 * Bundling: import this module only from widget View chunks, so DOMPurify stays out of the initial
 * client bundle. On the server there is no `window`: a jsdom window is created once, on first use,
 * through a runtime `require` that bundlers do not follow, so jsdom never enters a browser bundle
 * (vite.config's ssr.external keeps it out of the SSR bundle too).
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

let purifier: Purifier | undefined;

function serverWindow(): WindowLike {
  // process.getBuiltinModule exists on Node >= 20.16; the string literal keeps bundlers away.
  const proc = globalThis.process as unknown as {
    getBuiltinModule(id: 'module'): { createRequire(url: string): (id: string) => unknown };
  };
  const req = proc.getBuiltinModule('module').createRequire(import.meta.url);
  const { JSDOM } = req('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  return new JSDOM('<!doctype html><html><body></body></html>').window as WindowLike;
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const win: WindowLike = typeof window === 'undefined' ? serverWindow() : (window as unknown as WindowLike);
  const p = DOMPurify(win);
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== 'function') return;
    const target = el.getAttribute('target');
    if (target === null) return;
    if (target === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    else if (target !== '_self') el.removeAttribute('target');
  });
  purifier = p;
  return p;
}

const HTML_CONFIG: Config = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['srcset'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Safe HTML for `dangerouslySetInnerHTML`: scripts, event handlers, javascript: URLs, <style>,
 * forms and other active content removed; links opening a new tab get rel="noopener noreferrer".
 * Same output on the server (jsdom) and in the browser, so hydration matches.
 */
// Sanitising is costly on the server (DOMPurify over jsdom) and pages render the same texts again
// and again (an article's full text, a site's rich-text modules): remember recent results.
const MEMO_MAX = 300;
const memo = new Map<string, string>();

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const hit = memo.get(html);
  if (hit !== undefined) {
    memo.delete(html); // most recently used goes last
    memo.set(html, hit);
    return hit;
  }
  const clean = getPurifier().sanitize(html, { ...HTML_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  memo.set(html, clean);
  if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value as string);
  return clean;
}

export { sanitizeCss } from './css';
