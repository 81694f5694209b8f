/**
 * CSS sanitising for operator-supplied cssContent (header and footer). Kept apart from the HTML
 * sanitiser so importing it does not pull DOMPurify into a chunk.
 */

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
