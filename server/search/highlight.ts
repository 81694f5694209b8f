/**
 * Highlighting: the text HTML-escaped, with the query's matched terms wrapped in
 * `<em class="hl">…</em>`. Nothing from the data passes through unescaped. Matching follows the
 * tokenizer: CJK runs wherever they occur, Latin words by their normalised term (so "Batteries"
 * is marked for the query "battery"), DOIs by their normalised form.
 */
import { normalizeDoi, normalizeText, normalizeWord, type HighlightTerms } from './tokenizer';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export const HL_OPEN = '<em class="hl">';
export const HL_CLOSE = '</em>';

const ASCII = /^[\x00-\x7f]*$/;
const NON_CJK = /[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Normalised term of a word of the text (memoised: result texts repeat their vocabulary). */
const termMemo = new Map<string, string>();
function wordTerm(word: string): string {
  let t = termMemo.get(word);
  if (t === undefined) {
    t = normalizeWord(ASCII.test(word) ? word.toLowerCase() : normalizeText(word));
    if (termMemo.size > 20_000) termMemo.clear();
    termMemo.set(word, t);
  }
  return t;
}

const WORD_RE = /\b10\.\d{4,9}\/[^\s"'<>，。；、（）【】]+|[\p{L}\p{N}]+/gu;

/** Marked spans [start, end) of `text` for the terms, merged and sorted. */
export function highlightSpans(text: string, terms: HighlightTerms): [number, number][] {
  const spans: [number, number][] = [];
  if (!text) return spans;
  for (const run of terms.cjk) {
    if (!run) continue;
    // CJK runs have no case; search the original text (NFKC rarely changes CJK characters).
    for (let i = text.indexOf(run); i >= 0; i = text.indexOf(run, i + 1)) spans.push([i, i + run.length]);
  }
  if (terms.words.length || terms.dois.length) {
    const words = new Set(terms.words);
    const dois = new Set(terms.dois);
    WORD_RE.lastIndex = 0;
    for (let m = WORD_RE.exec(text); m; m = WORD_RE.exec(text)) {
      const token = m[0];
      if (token.startsWith('10.') && token.includes('/')) {
        const doi = token.replace(/[.,;:)\]]+$/, '');
        if (dois.has(normalizeDoi(doi))) spans.push([m.index, m.index + doi.length]);
        continue;
      }
      if (!words.size) continue;
      if (ASCII.test(token)) {
        if (words.has(wordTerm(token))) spans.push([m.index, m.index + token.length]);
        continue;
      }
      // A word of the text may hold CJK (the regex takes letters of any script): compare only
      // its non-CJK pieces.
      NON_CJK.lastIndex = 0;
      for (let p = NON_CJK.exec(token); p; p = NON_CJK.exec(token)) {
        if (words.has(wordTerm(p[0]))) spans.push([m.index + p.index, m.index + p.index + p[0].length]);
      }
    }
  }
  if (spans.length < 2) return spans;
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [spans[0]!];
  for (const s of spans.slice(1)) {
    const last = merged[merged.length - 1]!;
    if (s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push(s);
  }
  return merged;
}

function render(text: string, spans: [number, number][], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const [s, e] of spans) {
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    out += escapeHtml(text.slice(at, a)) + HL_OPEN + escapeHtml(text.slice(a, b)) + HL_CLOSE;
    at = b;
  }
  return out + escapeHtml(text.slice(at, to));
}

/** The text escaped, with matches marked. null/undefined -> ''. */
export function highlight(text: string | null | undefined, terms: HighlightTerms): string {
  if (!text) return '';
  return render(text, highlightSpans(text, terms), 0, text.length);
}

export const SNIPPET_LENGTH = 200;
const ELLIPSIS = '…';

/**
 * A snippet of at most about `max` characters around the first match (the start of the text when
 * nothing matches), escaped and marked; '…' where the text was cut. For abstracts in result lists.
 */
export function highlightSnippet(text: string | null | undefined, terms: HighlightTerms, max = SNIPPET_LENGTH): string {
  if (!text) return '';
  const spans = highlightSpans(text, terms);
  if (text.length <= max) return render(text, spans, 0, text.length);
  const first = spans[0]?.[0] ?? 0;
  let from = Math.max(0, Math.min(first - Math.floor(max / 4), text.length - max));
  let to = Math.min(text.length, from + max);
  // Do not cut a surrogate pair or a marked span.
  if (from > 0 && /[\uDC00-\uDFFF]/.test(text[from]!)) from--;
  if (to < text.length && /[\uDC00-\uDFFF]/.test(text[to]!)) to++;
  for (const [s, e] of spans) if (s < to && e > to) to = e;
  return (from > 0 ? ELLIPSIS : '') + render(text, spans, from, to) + (to < text.length ? ELLIPSIS : '');
}

/** Merge highlight term sets (advanced search rows). */
export function mergeHighlightTerms(list: HighlightTerms[]): HighlightTerms {
  const out: HighlightTerms = { cjk: [], words: [], dois: [] };
  for (const h of list) {
    for (const k of ['cjk', 'words', 'dois'] as const) for (const t of h[k]) if (!out[k].includes(t)) out[k].push(t);
  }
  return out;
}
