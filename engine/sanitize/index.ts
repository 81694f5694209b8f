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
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, { ...HTML_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

// ---------------------------------------------------------------------------------------------
// CSS

const DANGEROUS_CSS: RegExp[] = [
  /@import/i,
  /expression\s*\(/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /behavior\s*:/i,
  /-moz-binding/i,
];

/** Decode CSS escapes that encode letters, digits and harmless punctuation, so obfuscated keywords are seen. */
function decodeEscapes(css: string): string {
  return css.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n0-9a-fA-F])/g, (whole, hex: string | undefined, ch: string | undefined) => {
    const c = hex !== undefined ? String.fromCodePoint(Math.min(parseInt(hex, 16) || 0xfffd, 0x10ffff)) : ch!;
    // Keep escapes whose decoded form would change the CSS structure.
    if (c === '"' || c === "'" || c === '\\' || c === '\n' || c === '\0' || c < ' ') return hex !== undefined ? '' : whole;
    return c;
  });
}

/** Split CSS into segments at ; { } that are outside strings and parentheses; delimiters kept separately. */
function segments(css: string): Array<{ text: string; delim: string }> {
  const out: Array<{ text: string; delim: string }> = [];
  let buf = '';
  let quote: string | null = null;
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      buf += c;
      if (c === '\\' && i + 1 < css.length) buf += css[++i];
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      buf += c;
    } else if (c === '(') {
      depth++;
      buf += c;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
      buf += c;
    } else if ((c === ';' || c === '{' || c === '}') && (depth === 0 || c === '}')) {
      depth = 0;
      out.push({ text: buf, delim: c });
      buf = '';
    } else buf += c;
  }
  out.push({ text: buf, delim: '' });
  return out;
}

/** True when every url(...) in a segment points to http(s), a protocol-relative or a relative address. */
function urlsAllowed(text: string): boolean {
  const re = /url\s*\(\s*(["']?)([^"')]*)\1?\s*\)?/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const target = (m[2] ?? '').trim().replace(/[\s\u0000-\u001f]/g, '');
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target);
    if (scheme && !/^https?$/i.test(scheme[1]!)) return false;
  }
  return true;
}

/**
 * Configured CSS made safe to inject in a <style> element. Removes comments, every `<` (so no
 * `</style>` break-out), and every declaration or at-rule containing `@import`, `expression(`,
 * `javascript:`, `vbscript:`, `behavior:`, `-moz-binding`, or a `url()` with a scheme other than
 * http(s). Escaped forms (`\65 xpression`) are decoded first. Everything else is kept as written.
 */
export function sanitizeCss(css: string | null | undefined): string {
  if (!css) return '';
  let text = css.replace(/\u0000/g, '');
  text = text.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  text = decodeEscapes(text);
  text = text.replace(/</g, '');
  let out = '';
  for (const { text: seg, delim } of segments(text)) {
    const bad = DANGEROUS_CSS.some((re) => re.test(seg)) || !urlsAllowed(seg);
    // a dropped declaration or at-rule takes its ';' with it; braces stay balanced
    out += bad ? (delim === ';' ? '' : delim) : seg + delim;
  }
  return out.trim();
}
