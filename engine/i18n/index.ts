/**
 * i18next set-up shared by the page server and the browser. Resources are bundled (two small JSON
 * files), so an instance is ready synchronously: the server creates one per request with
 * `createI18n(uiLang)`, the browser one at hydration with the same language, and both render the
 * same text. Components get texts through react-i18next's `useTranslation()` under an
 * `<I18nextProvider i18n={createI18n(uiLang)}>`; no text shown to people is written in a component.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import zhBase from './locales/zh.json';
import enBase from './locales/en.json';
// Reader-page texts live in one file pair per namespace (engine/i18n/locales/reader/<ns>.<lang>.json)
// so the widgets of each page family keep their texts apart.
import readerZh from './locales/reader/reader.zh.json';
import readerEn from './locales/reader/reader.en.json';
import articlePageZh from './locales/reader/articlePage.zh.json';
import articlePageEn from './locales/reader/articlePage.en.json';
import issueListsZh from './locales/reader/issueLists.zh.json';
import issueListsEn from './locales/reader/issueLists.en.json';
import newsPagesZh from './locales/reader/newsPages.zh.json';
import newsPagesEn from './locales/reader/newsPages.en.json';
import searchPageZh from './locales/reader/searchPage.zh.json';
import searchPageEn from './locales/reader/searchPage.en.json';

const zh = { ...zhBase, reader: readerZh, articlePage: articlePageZh, issueLists: issueListsZh, newsPages: newsPagesZh, searchPage: searchPageZh };
const en = { ...enBase, reader: readerEn, articlePage: articlePageEn, issueLists: issueListsEn, newsPages: newsPagesEn, searchPage: searchPageEn };
import type { Lang, UiLang } from '../routing/pageKinds';

export type { I18n, TFunction };

export const resources = {
  zh: { translation: zh },
  en: { translation: en },
} as const;

export type Messages = typeof en;

/**
 * A new, initialised i18next instance for one interface language. Synchronous: `initAsync: false`
 * (the option i18next 24+ calls what older versions named `initImmediate`) and bundled resources.
 * Never the global i18next singleton, so concurrent server requests in different languages do not
 * interfere. English is the fallback language.
 */
export function createI18n(uiLang: UiLang): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: uiLang,
    fallbackLng: 'en',
    supportedLngs: ['zh', 'en'],
    resources,
    defaultNS: 'translation',
    ns: ['translation'],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });
  return instance;
}

/** The interface language for a URL language (zh stays zh; en, ru, ara, spa, fra, de use en). */
export function uiLangFor(lang: Lang | undefined): UiLang {
  return lang === 'zh' ? 'zh' : lang ? 'en' : 'zh';
}

/** Pick the Chinese or English variant of a configured text by interface language. */
export function pickLang<T>(uiLang: UiLang, zhValue: T, enValue: T): T {
  return uiLang === 'en' ? enValue : zhValue;
}

const i18nByLang = new Map<UiLang, ReturnType<typeof createI18n>>();

/**
 * One i18next instance per interface language, shared by every render: instances are only read
 * (t()), never switched, so sharing is safe and saves building one per request.
 */
export function i18nFor(uiLang: UiLang) {
  let i = i18nByLang.get(uiLang);
  if (!i) {
    i = createI18n(uiLang);
    i18nByLang.set(uiLang, i);
  }
  return i;
}
