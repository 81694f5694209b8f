/**
 * The search tokenizer (server/search/tokenizer.ts) and highlighting (highlight.ts): one
 * tokenizer for documents and queries; every term it writes is one unicode61 token in FTS5.
 */
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import {
  analyzeQuery,
  bigrams,
  documentColumn,
  documentTerms,
  ftsTerm,
  fuzzyExpression,
  matchExpression,
  normalizeDoi,
  normalizeWord,
  phraseExpression,
  queryTerms,
  segmentWords,
  wholeValueExpression,
  VALUE_SENTINEL,
} from '../../server/search/tokenizer';
import { escapeHtml, highlight, highlightSnippet } from '../../server/search/highlight';

describe('document terms', () => {
  it('CJK runs: bigrams in order, then the characters, then Segmenter words of 3+ characters', () => {
    expect(documentTerms('固态电池')).toEqual(['固态', '态电', '电池', '固', '态', '电', '池']);
    expect(documentTerms('锂')).toEqual(['锂']);
    const t = documentTerms('中国科学院物理研究所');
    expect(t.slice(0, 9)).toEqual(bigrams('中国科学院物理研究所'));
    expect(t).toContain('研究所');
    expect(t).toContain('科');
  });

  it('Latin: lowercased words and numbers, diacritics removed, full-width folded, plurals folded', () => {
    expect(documentTerms('LiFePO4 Cathodes, Café and ＡＢＣ 2024')).toEqual(['lifepo4', 'cathode', 'cafe', 'and', 'abc', '2024']);
    expect(normalizeWord('batteries')).toBe('battery');
    expect(normalizeWord('cells')).toBe('cell');
    expect(normalizeWord('glass')).toBe('glass');
    expect(normalizeWord('analysis')).toBe('analysis');
    expect(normalizeWord('status')).toBe('status');
  });

  it('mixed zh/en text splits at script changes', () => {
    expect(documentTerms('石墨烯LLZO的锂')).toEqual(['石墨', '墨烯', 'llzo', '的锂', '石', '墨', '烯', '的', '锂']);
  });

  it('a DOI is one exact term', () => {
    expect(documentTerms('see 10.12345/AMR.2024.0001.')).toEqual(['see', 'doi:10.12345/amr.2024.0001']);
    expect(normalizeDoi('https://doi.org/10.12345/AMR.2024.0001')).toBe('doi:10.12345/amr.2024.0001');
    expect(normalizeDoi('doi: 10.12345/amr.2024.0001')).toBe('doi:10.12345/amr.2024.0001');
    expect(ftsTerm('doi:10.1/a')).toMatch(/^doi[0-9a-f]+$/);
  });

  it('author names in zh and pinyin are words', () => {
    // 王|晓|明 from the Segmenter merge into the word 王晓明 (an extra term that adds weight)
    expect(documentTerms('王晓明 Wang Xiaoming')).toEqual(['王晓', '晓明', 'wang', 'xiaoming', '王', '晓', '明', '王晓明']);
  });

  it('multi-valued fields put the sentinel around every value', () => {
    const col = documentColumn(['电池', 'battery'], true);
    expect(col.split(' ')).toEqual([VALUE_SENTINEL, '电池', VALUE_SENTINEL, 'battery', VALUE_SENTINEL, '电', '池']);
    expect(documentColumn([], true)).toBe('');
  });

  it('long prose can skip the Segmenter words (abstracts): same matches, fewer terms', () => {
    expect(documentColumn(['中国科学院物理研究所'], { words: false }).split(' ')).not.toContain('研究所');
    expect(documentColumn(['中国科学院物理研究所']).split(' ')).toContain('研究所');
    expect(documentColumn(['!!!'], true)).toBe('');
  });

  it('merges runs of single characters from the Segmenter (names, rare terms)', () => {
    expect(segmentWords('王晓明')).toEqual(['王晓明']);
    expect(segmentWords('钙钛矿')).toEqual(['钙钛矿']);
    expect(segmentWords('固态电池')).toEqual(['固态', '电池']);
  });
});

describe('query analysis and MATCH expressions', () => {
  it('1- and 2-character queries are single index terms', () => {
    expect(matchExpression(analyzeQuery('锂').units)).toBe('"锂"');
    expect(matchExpression(analyzeQuery('电池').units)).toBe('"电池"');
  });

  it('a 4-character phrase is the phrase of its bigrams', () => {
    expect(matchExpression(analyzeQuery('固态电池').units)).toBe('"固态 态电 电池"');
    expect(queryTerms('固态电池')).toEqual(['固态', '电池']);
  });

  it('a 3+ character Segmenter word is ORed in for weight', () => {
    expect(matchExpression(analyzeQuery('钙钛矿').units)).toBe('("钙钛 钛矿" OR "钙钛矿")');
  });

  it('mixed zh/en: AND of the parts', () => {
    expect(matchExpression(analyzeQuery('钙钛矿 solar').units)).toBe('("钙钛 钛矿" OR "钙钛矿") AND "solar"');
    expect(queryTerms('钙钛矿 solar cells')).toEqual(['钙钛矿', 'solar', 'cell']);
  });

  it('quotes make a phrase; unquoted words are ANDed', () => {
    expect(matchExpression(analyzeQuery('"solid electrolyte"').units)).toBe('"solid electrolyte"');
    expect(matchExpression(analyzeQuery('solid electrolyte').units)).toBe('"solid" AND "electrolyte"');
  });

  it('a whole-query DOI (bare, doi:, https://doi.org/) is the exact DOI term', () => {
    const e = `"${ftsTerm('doi:10.12345/amr.2024.0001')}"`;
    for (const q of ['10.12345/amr.2024.0001', 'doi:10.12345/AMR.2024.0001', 'https://doi.org/10.12345/amr.2024.0001']) {
      expect(matchExpression(analyzeQuery(q).units)).toBe(e);
    }
    expect(queryTerms('https://doi.org/10.12345/amr.2024.0001')).toEqual(['doi:10.12345/amr.2024.0001']);
  });

  it('FTS syntax in a query is only text', () => {
    expect(matchExpression(analyzeQuery('a* OR NEAR(b) "c').units)).toBe('"a" AND "or" AND "near" AND "b" AND "c"');
    expect(matchExpression(analyzeQuery('!!! ...').units)).toBe('');
  });

  it('precise and fuzzy expressions of advanced search', () => {
    expect(wholeValueExpression('电池')).toBe(`"${VALUE_SENTINEL} 电池 ${VALUE_SENTINEL}"`);
    expect(fuzzyExpression('固态电池')).toBe('"固态" AND "电池"');
    expect(fuzzyExpression('王晓明')).toBe('("王晓 晓明" OR "王晓明")');
    expect(phraseExpression('solid electrolyte')).toBe('"solid electrolyte"');
  });
});

describe('FTS5 keeps every term whole', () => {
  it('unicode61 sees each written term as exactly one token', () => {
    const db = new SQLite(':memory:');
    db.exec("CREATE VIRTUAL TABLE f USING fts5(a, content='', tokenize='unicode61 remove_diacritics 2'); CREATE VIRTUAL TABLE v USING fts5vocab(f, 'row');");
    const texts = [
      '固态电池中硫化物电解质的界面稳定性研究 10.12345/AMR.2024.0001',
      '王晓明 Wang Xiaoming; 中国科学院物理研究所',
      'Ｆｕｌｌ　ｗｉｄｔｈ café 钙钛矿太阳能电池 LiFePO4 ひらがな カタカナ 한국어 Ελληνικά кириллица',
    ];
    const ins = db.prepare('INSERT INTO f(rowid, a) VALUES (?, ?)');
    texts.forEach((t, i) => ins.run(i + 1, documentColumn([t], true)));
    ins.run(4, documentColumn(['王晓明', 'Wang Xiaoming', '中国科学院物理研究所'], true));
    const written = new Set(texts.flatMap((t) => documentTerms(t)).map(ftsTerm));
    written.add(VALUE_SENTINEL);
    const vocab = new Set((db.prepare('SELECT term FROM v').all() as { term: string }[]).map((r) => r.term));
    expect([...vocab].sort()).toEqual([...written].sort());
    // and queries find them
    const m = db.prepare('SELECT rowid FROM f WHERE f MATCH ?');
    expect(m.all(matchExpression(analyzeQuery('https://doi.org/10.12345/amr.2024.0001').units))).toEqual([{ rowid: 1 }]);
    expect(m.all(matchExpression(analyzeQuery('王晓明 Wang Xiaoming').units))).toEqual([{ rowid: 2 }, { rowid: 4 }]);
    expect(m.all(wholeValueExpression('Wang Xiaoming'))).toEqual([{ rowid: 4 }]);
    expect(m.all(wholeValueExpression('王晓明'))).toEqual([{ rowid: 4 }]);
    expect(m.all(wholeValueExpression('王晓'))).toEqual([]);
    expect(m.all(matchExpression(analyzeQuery('固态电池').units))).toEqual([{ rowid: 1 }]);
    expect(m.all(matchExpression(analyzeQuery('太阳').units))).toEqual([{ rowid: 3 }]);
  });
});

describe('highlight', () => {
  const hl = (q: string) => analyzeQuery(q).highlight;

  it('marks CJK runs and Latin words (by normalised term), escapes everything else', () => {
    expect(highlight('固态电池中的电池', hl('电池'))).toBe('固态<em class="hl">电池</em>中的<em class="hl">电池</em>');
    expect(highlight('Solid-State Batteries', hl('battery'))).toBe('Solid-State <em class="hl">Batteries</em>');
    expect(highlight('<script>alert(1)</script>电池 & "x"', hl('电池'))).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<em class="hl">电池</em> &amp; &quot;x&quot;',
    );
  });

  it('never lets markup from data through, even when a term matches inside it', () => {
    const out = highlight('<img src=x onerror=alert(1)>', hl('img onerror'));
    expect(out).toBe('&lt;<em class="hl">img</em> src=x <em class="hl">onerror</em>=alert(1)&gt;');
    expect(out.replace(/<\/?em( class="hl")?>/g, '')).not.toMatch(/[<>]/);
  });

  it('overlapping matches merge', () => {
    expect(highlight('固态电池', hl('固态电池 电池'))).toBe('<em class="hl">固态电池</em>');
  });

  it('DOIs', () => {
    expect(highlight('doi 10.12345/AMR.2024.0001.', hl('10.12345/amr.2024.0001'))).toBe('doi <em class="hl">10.12345/AMR.2024.0001</em>.');
  });

  it('snippets: about 200 characters around the first match, … where cut, spans never cut', () => {
    const long = `${'前文'.repeat(150)}固态电池<b>${'后文'.repeat(150)}`;
    const s = highlightSnippet(long, hl('固态电池'));
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('<em class="hl">固态电池</em>&lt;b&gt;');
    const plain = s.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    expect(plain.length).toBeLessThanOrEqual(202);
    expect(long).toContain(plain.slice(1, -1));
    expect(highlightSnippet('短文本 电池', hl('电池'))).toBe('短文本 <em class="hl">电池</em>');
    const none = highlightSnippet('x'.repeat(500), hl('电池'));
    expect(none).toBe(`${'x'.repeat(200)}…`);
    const edge = highlightSnippet(`${'a '.repeat(99)}固态电池${'b'.repeat(300)}`, hl('固态电池'), 200);
    expect(edge).toContain('<em class="hl">固态电池</em>');
  });

  it('escapeHtml', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
    expect(highlight(null, hl('x'))).toBe('');
  });
});
