/**
 * The one tokenizer of Masthead search, used for documents (indexing) and for queries.
 *
 * Chinese has no spaces and most words are two characters, so a CJK run is indexed as
 *   - its overlapping bigrams, in text order ("固态电池" -> 固态 态电 电池), so any 2+ character
 *     substring is found as a phrase of consecutive bigrams,
 *   - its single characters (锂), so 1-character queries hit the index,
 *   - the words of Intl.Segmenter('zh', {granularity: 'word'}) longer than two characters (钙钛矿),
 *     which add weight to whole-word matches (shorter words are already bigrams / characters);
 *     consecutive single characters of the Segmenter are merged (王|晓|明 -> 王晓明). Long prose
 *     (abstracts, bodies) skips this step (see ColumnOptions.words): it is most of the indexing time
 *     and bigram phrases already find every substring.
 * Latin text becomes lowercased words and numbers (NFKC, diacritics removed, a light English plural
 * folding: cells -> cell, batteries -> battery). A DOI is one exact term `doi:10.x/y` (lowercased).
 *
 * The index side writes the terms separated by spaces into FTS5 columns tokenised by plain
 * `unicode61`, so SQLite never re-segments Chinese: every term is a single unicode61 token (CJK
 * characters and letters/digits are token characters; a DOI term is written as an ASCII-safe
 * hex term, see `ftsTerm`). The inline terms (Latin words, bigrams, 1-character runs) keep text order
 * so phrases work; the extra terms (characters of longer runs, Segmenter words) follow at the end
 * of the column. A private-use sentinel term separates the values of multi-valued fields
 * (keywords, authors, institutions), so a precise match can require a whole value.
 */

// ---- character classes -----------------------------------------------------------------------

/** A DOI (10.prefix/suffix). */
const DOI_SOURCE = String.raw`\b10\.\d{4,9}\/[^\s"'<>，。；、（）【】]+`;
const CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/** A DOI, or a run of CJK characters, or a word of other letters and digits (`v` flag: set difference). */
const PIECE_RE = new RegExp(`(${DOI_SOURCE})|([${CJK_CLASS}]+)|([[\\p{L}\\p{N}]--[${CJK_CLASS}]]+)`, 'gv');
const DIACRITICS = /\p{Mn}+/gu;

/** Separates the values of a multi-valued field; never produced from text (private use area). */
export const VALUE_SENTINEL = '\uE000';
const PRIVATE_USE = /[\uE000-\uF8FF]/g;

// ---- normalisation ---------------------------------------------------------------------------

/** NFKC (full-width forms to ASCII), lowercased, private-use characters removed. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(PRIVATE_USE, ' ');
}

/** A Latin word as indexed: no diacritics, light English plural folding (S-stemmer). */
export function normalizeWord(word: string): string {
  let w = word;
  if (/[^\x00-\x7f]/.test(w)) w = w.normalize('NFD').replace(DIACRITICS, '').normalize('NFC');
  if (w.length > 3 && /^[a-z]+$/.test(w)) {
    if (w.endsWith('ies') && !w.endsWith('eies') && !w.endsWith('aies')) return `${w.slice(0, -3)}y`;
    if (w.endsWith('es') && !w.endsWith('aes') && !w.endsWith('ees') && !w.endsWith('oes')) return w.slice(0, -1);
    if (w.endsWith('s') && !w.endsWith('us') && !w.endsWith('ss') && !w.endsWith('is')) return w.slice(0, -1);
  }
  return w;
}

/** `doi:10.x/y` for a DOI (with or without a doi: / https://doi.org/ prefix), lowercased. */
export function normalizeDoi(doi: string): string {
  let d = doi.trim().normalize('NFKC').toLowerCase();
  d = d.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/, '');
  d = d.replace(/[.,;:)\]]+$/, '');
  return `doi:${d}`;
}

// ---- Intl.Segmenter --------------------------------------------------------------------------

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * Intl.Segmenter words of a CJK run, with consecutive single characters merged back into one
 * word (the Segmenter's dictionary does not know names and rare terms: 王|晓|明 -> 王晓明,
 * 钙|钛|矿 -> 钙钛矿; 中国|科|学院 keeps 科).
 */
export function segmentWords(run: string): string[] {
  const out: string[] = [];
  let single = '';
  const flush = () => {
    if (single) out.push(single);
    single = '';
  };
  for (const s of segmenter.segment(run)) {
    if (!s.isWordLike) {
      flush();
      continue;
    }
    if (s.segment.length === 1) {
      single += s.segment;
    } else {
      flush();
      out.push(s.segment);
    }
  }
  flush();
  return out;
}

// ---- pieces ----------------------------------------------------------------------------------

export type Piece =
  | { kind: 'cjk'; text: string; start: number; end: number }
  | { kind: 'word'; text: string; term: string; start: number; end: number }
  | { kind: 'doi'; text: string; term: string; start: number; end: number };

/**
 * The pieces of a (normalised) text in order: CJK runs, Latin words and DOIs with their offsets.
 */
export function pieces(normalized: string): Piece[] {
  const out: Piece[] = [];
  PIECE_RE.lastIndex = 0;
  for (let m = PIECE_RE.exec(normalized); m; m = PIECE_RE.exec(normalized)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) {
      const doi = m[1].replace(/[.,;:)\]]+$/, '');
      out.push({ kind: 'doi', text: doi, term: normalizeDoi(doi), start, end: start + doi.length });
      PIECE_RE.lastIndex = start + doi.length;
    } else if (m[2] !== undefined) {
      out.push({ kind: 'cjk', text: m[2], start, end });
    } else {
      out.push({ kind: 'word', text: m[3]!, term: normalizeWord(m[3]!), start, end });
    }
  }
  return out;
}

/** Overlapping bigrams of a CJK run (the run itself when it has one character). */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = new Array<string>(chars.length - 1);
  for (let i = 0; i + 1 < chars.length; i++) out[i] = chars[i]! + chars[i + 1]!;
  return out;
}

// ---- FTS term encoding -----------------------------------------------------------------------

/**
 * The FTS5 form of a term: CJK and letter/digit terms as they are (one unicode61 token each); a
 * DOI as `doi` + hex of its UTF-8 bytes (letters and digits only, so unicode61 keeps it whole).
 */
export function ftsTerm(term: string): string {
  if (term.startsWith('doi:')) return `doi${Buffer.from(term.slice(4), 'utf8').toString('hex')}`;
  return term;
}

// ---- documents -------------------------------------------------------------------------------

export interface ColumnOptions {
  /** Put the value separator around every value (multi-valued fields: keywords, names). */
  sentinels?: boolean;
  /**
   * Add the Intl.Segmenter words of 3+ characters as extra terms (default true). Long prose
   * (abstracts, bodies) skips them: they only add weight to whole-word matches, bigram phrases
   * already find every substring, and the Segmenter is most of the indexing time.
   */
  words?: boolean;
}

/** Short values (names, institutions, keywords, titles of columns) repeat a lot: memoised. */
const MEMO_MAX_LENGTH = 80;
const MEMO_MAX_ENTRIES = 50_000;
const memo = new Map<string, readonly [string, string]>();

function valueTerms(value: string, words: boolean): readonly [string, string] {
  const cacheable = value.length <= MEMO_MAX_LENGTH;
  const key = words ? value : `\u0001${value}`;
  if (cacheable) {
    const hit = memo.get(key);
    if (hit) return hit;
  }
  const inline: string[] = [];
  const extra: string[] = [];
  appendDocumentTerms(normalizeText(value), inline, extra, words);
  const out = [inline.join(' '), extra.join(' ')] as const;
  if (cacheable) {
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
    memo.set(key, out);
  }
  return out;
}

/**
 * The text of one FTS column for a document field: inline terms in order, then the extra terms.
 * `values` are the field's values (e.g. both language versions, or each keyword).
 */
export function documentColumn(values: readonly (string | null | undefined)[], options: ColumnOptions | boolean = {}): string {
  const o = typeof options === 'boolean' ? { sentinels: options } : options;
  const words = o.words ?? true;
  const inline: string[] = [];
  const extra: string[] = [];
  let any = false;
  if (o.sentinels) inline.push(VALUE_SENTINEL);
  for (const v of values) {
    if (!v) continue;
    const [a, b] = valueTerms(v, words);
    if (!a) continue;
    any = true;
    inline.push(a);
    if (b) extra.push(b);
    if (o.sentinels) inline.push(VALUE_SENTINEL);
  }
  if (!any) return '';
  return extra.length ? `${inline.join(' ')} ${extra.join(' ')}` : inline.join(' ');
}

const SURROGATE = /[\uD800-\uDFFF]/;

function appendDocumentTerms(normalized: string, inline: string[], extra: string[], words = true): void {
  for (const p of pieces(normalized)) {
    if (p.kind === 'word') inline.push(p.term);
    else if (p.kind === 'doi') inline.push(ftsTerm(p.term));
    else {
      const run = p.text;
      if (SURROGATE.test(run)) {
        const chars = Array.from(run);
        if (chars.length === 1) {
          inline.push(run);
          continue;
        }
        for (let i = 0; i + 1 < chars.length; i++) inline.push(chars[i]! + chars[i + 1]!);
        for (const c of chars) extra.push(c);
      } else {
        const n = run.length;
        if (n === 1) {
          inline.push(run);
          continue;
        }
        for (let i = 0; i + 1 < n; i++) inline.push(run.slice(i, i + 2));
        for (let i = 0; i < n; i++) extra.push(run[i]!);
      }
      if (words && run.length > 2) {
        for (const w of segmentWords(run)) if (w.length > 2) extra.push(w);
      }
    }
  }
}

/** Document terms (readable form) of a text: what the index holds for it. For tests and tools. */
export function documentTerms(text: string): string[] {
  const inline: string[] = [];
  const extra: string[] = [];
  appendDocumentTerms(normalizeText(text), inline, extra);
  return [...inline, ...extra].map((t) => (t.startsWith('doi') && /^doi[0-9a-f]+$/.test(t) ? `doi:${Buffer.from(t.slice(3), 'hex').toString('utf8')}` : t));
}

// ---- queries ---------------------------------------------------------------------------------

/**
 * One unit of a query. A `cjk` run must match as consecutive characters (a phrase of its
 * bigrams, or its one character); `word` and `doi` are single terms; a quoted `phrase` is the
 * inline sequence of its pieces.
 */
export type QueryUnit =
  | { kind: 'cjk'; text: string; words: string[] }
  | { kind: 'word'; term: string }
  | { kind: 'doi'; term: string }
  | { kind: 'phrase'; units: QueryUnit[] };

export interface AnalyzedQuery {
  /** All units, ANDed. */
  units: QueryUnit[];
  /** Readable analysed terms (Segmenter words of CJK runs, Latin words, DOIs), de-duplicated. */
  terms: string[];
  /** Strings to highlight in result text (CJK runs, words, DOIs), normalised. */
  highlight: HighlightTerms;
}

export interface HighlightTerms {
  /** CJK runs to mark wherever they occur. */
  cjk: string[];
  /** Normalised Latin word terms. */
  words: string[];
  /** Normalised DOI terms (`doi:...`). */
  dois: string[];
}

function unitsOf(normalized: string): QueryUnit[] {
  const out: QueryUnit[] = [];
  for (const p of pieces(normalized)) {
    if (p.kind === 'cjk') out.push({ kind: 'cjk', text: p.text, words: segmentWords(p.text) });
    else out.push({ kind: p.kind, term: p.term });
  }
  return out;
}

/**
 * Analyse a query: the whole query for a DOI (doi:, https://doi.org/ or a bare 10.x/...), else
 * double-quoted parts as phrases and the rest as units, all ANDed.
 */
export function analyzeQuery(q: string): AnalyzedQuery {
  const normalized = normalizeText(q).trim();
  const units: QueryUnit[] = [];
  const wholeDoi = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/.exec(normalized);
  if (wholeDoi) {
    units.push({ kind: 'doi', term: normalizeDoi(wholeDoi[1]!) });
  } else {
    const re = /"([^"]*)"|“([^”]*)”|([^"“”]+)/g;
    for (let m = re.exec(normalized); m; m = re.exec(normalized)) {
      const quoted = m[1] ?? m[2];
      if (quoted !== undefined) {
        const inner = unitsOf(quoted);
        if (inner.length === 1) units.push(inner[0]!);
        else if (inner.length > 1) units.push({ kind: 'phrase', units: inner });
      } else {
        units.push(...unitsOf(m[3]!));
      }
    }
  }
  return { units, terms: readableTerms(units), highlight: highlightTerms(units) };
}

function readableTerms(units: QueryUnit[]): string[] {
  const out: string[] = [];
  const add = (t: string) => {
    if (t && !out.includes(t)) out.push(t);
  };
  const walk = (u: QueryUnit) => {
    if (u.kind === 'cjk') for (const w of u.words.length ? u.words : [u.text]) add(w);
    else if (u.kind === 'phrase') u.units.forEach(walk);
    else add(u.term);
  };
  units.forEach(walk);
  return out;
}

function highlightTerms(units: QueryUnit[]): HighlightTerms {
  const h: HighlightTerms = { cjk: [], words: [], dois: [] };
  const walk = (u: QueryUnit) => {
    if (u.kind === 'cjk') h.cjk.includes(u.text) || h.cjk.push(u.text);
    else if (u.kind === 'word') h.words.includes(u.term) || h.words.push(u.term);
    else if (u.kind === 'doi') h.dois.includes(u.term) || h.dois.push(u.term);
    else u.units.forEach(walk);
  };
  units.forEach(walk);
  return h;
}

/** The query's terms as the API's analyze call returns them. */
export function queryTerms(q: string): string[] {
  return analyzeQuery(q).terms;
}

// ---- FTS5 MATCH expressions ------------------------------------------------------------------

function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The inline FTS terms of a unit, in order (what a phrase must find consecutively). */
function inlineTerms(u: QueryUnit): string[] {
  if (u.kind === 'cjk') return bigrams(u.text);
  if (u.kind === 'phrase') return u.units.flatMap(inlineTerms);
  return [ftsTerm(u.term)];
}

/**
 * FTS5 expression of one unit. A CJK run of 2+ characters is the phrase of its bigrams; when the
 * Segmenter sees the run as one word of 3+ characters the word term is ORed in (same matches,
 * more weight for documents where it is a whole word).
 */
export function unitExpression(u: QueryUnit): string {
  if (u.kind === 'phrase' || (u.kind === 'cjk' && Array.from(u.text).length > 1)) {
    const phrase = quote(inlineTerms(u).join(' '));
    if (u.kind === 'cjk' && u.words.length === 1 && u.words[0] === u.text && Array.from(u.text).length > 2) {
      return `(${phrase} OR ${quote(u.text)})`;
    }
    return phrase;
  }
  return quote(inlineTerms(u)[0]!);
}

/** AND of the units' expressions ('' when the query has no units). */
export function matchExpression(units: QueryUnit[]): string {
  return units.map(unitExpression).join(' AND ');
}

/**
 * A precise (whole value) expression for a multi-valued field: the value's inline terms between
 * sentinels, as one phrase.
 */
export const wholeValueExpression = remembered(function wholeValueExpression(value: string): string {
  const units = unitsOf(normalizeText(value).trim());
  const terms = units.flatMap(inlineTerms);
  if (!terms.length) return '';
  return quote([VALUE_SENTINEL, ...terms, VALUE_SENTINEL].join(' '));
});

/** Fuzzy expression: every word of the value, in any order (CJK runs split into Segmenter words). */
export function fuzzyExpression(value: string): string {
  const units = analyzeQuery(value).units;
  const parts: string[] = [];
  for (const u of units) {
    // Split a CJK run into its words only when the Segmenter found real words (no single
    // characters, which would match almost anything): 固态电池 -> 固态 AND 电池; 王晓明 stays whole.
    if (u.kind === 'cjk' && u.words.length > 1 && u.words.every((w) => Array.from(w).length > 1)) {
      for (const w of u.words) parts.push(unitExpression({ kind: 'cjk', text: w, words: [w] }));
    } else parts.push(unitExpression(u));
  }
  return parts.join(' AND ');
}

/** Precise expression: the whole value as one phrase (its inline terms in order). */
export const phraseExpression = remembered(function phraseExpression(value: string): string {
  const units = unitsOf(normalizeText(value).trim());
  if (units.length === 1) return unitExpression(units[0]!);
  const terms = units.flatMap(inlineTerms);
  return terms.length ? quote(terms.join(' ')) : '';
});

/**
 * A pure string function whose recent results are kept (least recently used dropped beyond
 * `max`): related-article terms come from the same keywords, names and funds on every view of
 * an article, and segmenting them is the costly part.
 */
function remembered(fn: (value: string) => string, max = 2000): (value: string) => string {
  const kept = new Map<string, string>();
  return (value) => {
    let out = kept.get(value);
    if (out !== undefined) {
      kept.delete(value);
    } else {
      out = fn(value);
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    }
    kept.set(value, out);
    return out;
  };
}
