import { describe, expect, it } from 'vitest';
import { createI18n, uiLangFor } from './index';
import { resourcesFor } from './index';

// every text of each language (base, shared reader texts and every namespace; vitest installs all)
const resources = { zh: resourcesFor('zh').zh!, en: resourcesFor('en').en! };

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('createI18n', () => {
  it('is initialised synchronously in both languages', () => {
    const zhI = createI18n('zh');
    const enI = createI18n('en');
    expect(zhI.isInitialized).toBe(true);
    expect(zhI.t('common.more')).toBe('更多');
    expect(enI.t('common.more')).toBe('More');
    expect(zhI.language).toBe('zh');
  });

  it('creates independent instances (per request on the server)', () => {
    const a = createI18n('zh');
    const b = createI18n('en');
    expect(a).not.toBe(b);
    expect(a.t('common.ok')).toBe('确定');
    expect(b.t('common.ok')).toBe('OK');
  });

  it('holds the chrome texts of the spec in both languages', () => {
    const z = createI18n('zh').t;
    const e = createI18n('en').t;
    expect([z('common.tips'), e('common.tips')]).toEqual(['提示', 'Tips']);
    expect([z('search.emptyAlert'), e('search.emptyAlert')]).toEqual(['请输入检索内容', 'Please enter search content']);
    expect([z('header.login'), e('header.login')]).toEqual(['登录', 'Login']);
    expect([z('header.register'), e('header.register')]).toEqual(['注册', 'Register']);
    expect(e('notice.unsupportedLanguage')).toBe('This languange currently only supports metadata for paper detail pages.');
    expect(e('common.dataError')).toBe('Data acquisition failed');
    expect(e('common.noData')).toBe('No data');
    expect(e('errors.notFound')).toBe('This page could not be found');
    expect(e('search.required')).toBe('Please enter the search term.');
    expect(e('header.welcome', { name: 'a<b' })).toBe('Welcome, a<b');
    expect(z('ai.defaultTitle')).toBe('鸿云智能（Beta版）');
  });

  it('zh and en have the same keys and no empty texts', () => {
    expect(keys(resources.zh.translation).sort()).toEqual(keys(resources.en.translation).sort());
    for (const [lang, res] of Object.entries(resources)) {
      for (const k of keys(res.translation)) {
        const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], res.translation);
        expect(typeof v === 'string' && v.length > 0, `${lang}:${k}`).toBe(true);
      }
    }
  });

  it('maps URL languages to the interface language', () => {
    expect(uiLangFor('zh')).toBe('zh');
    expect(uiLangFor('en')).toBe('en');
    expect(uiLangFor('ru')).toBe('en');
    expect(uiLangFor(undefined)).toBe('zh');
  });
});
