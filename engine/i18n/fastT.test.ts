import { describe, expect, it } from 'vitest';
import { createI18n, resourcesFor } from './index';
import { fastT } from './fastT';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

// every placeholder name our texts use, with a value
const VALUES = { n: 3, name: 'Ada', journal: 'AMR', issue: 2, count: 5, q: '电池', year: 2024, site: 'amr', to: 2, names: 'A, B', from: 1, volume: 7, label: 'L', id: 9, date: '2024-01-02', caption: 'Fig', value: 'v', total: 12, title: 'T', titles: 'T1', range: '1-2', keyword: 'k', cat: 'c' };

describe('fastT', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`gives i18next's text for every ${lang} key, with and without values`, () => {
      const i18n = createI18n(lang);
      const t = fastT(i18n);
      const all = keys(resourcesFor(lang)[lang]!.translation);
      expect(all.length).toBeGreaterThan(300);
      for (const key of all) {
        expect(t(key), key).toBe(i18n.t(key));
        expect(t(key, VALUES), key).toBe(i18n.t(key, VALUES));
      }
    });
  }

  it('falls back to English for a key only English has, and to the key when none has it', () => {
    const i18n = createI18n('zh');
    i18n.addResourceBundle('en', 'translation', { onlyEnglish: 'Only {{x}}' }, true, true);
    const t = fastT(i18n);
    expect(t('onlyEnglish', { x: 'here' })).toBe('Only here');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('leaves plurals, missing values and other options to i18next', () => {
    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'translation', { apples_one: 'one apple', apples_other: '{{count}} apples', hi: 'Hi {{who}}' }, true, true);
    const t = fastT(i18n);
    expect(t('apples', { count: 1 })).toBe('one apple');
    expect(t('apples', { count: 4 })).toBe('4 apples');
    expect(t('hi', {})).toBe(i18n.t('hi', {}));
    expect(t('missing', { defaultValue: 'fallback' })).toBe('fallback');
  });

  it('sees texts added after its first use (a widget namespace loaded later)', () => {
    const i18n = createI18n('en');
    const t = fastT(i18n);
    expect(t('later.text')).toBe('later.text');
    i18n.addResourceBundle('en', 'translation', { later: { text: 'Now here' } }, true, true);
    expect(t('later.text')).toBe('Now here');
  });
});
