/**
 * i18next set-up shared by the page server and the browser. Once a language's texts are installed
 * (Node: engine/i18n/all.ts and the widgets' namespaces, see ../server.tsx; browser:
 * `await loadMessages(uiLang)` and the page's widgets' namespaces before hydrating or showing a
 * page in another language) an instance is ready synchronously, so server and browser render the
 * same text. Components get texts through our `useTranslation()` (./useTranslation.ts) under an
 * `<I18nextProvider i18n={createI18n(uiLang)}>`; no text shown to people is written in a component.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import type en from './messages/en';
import type { Lang, UiLang } from '../routing/pageKinds';
import type { TextNamespace, Texts } from './texts';
import { fastT } from './fastT';

export type { I18n, TFunction };

export type Messages = typeof en;

const i18nByLang = new Map<UiLang, I18n>();

// Texts by language. A reader's browser downloads only the page's language (one chunk per
// language, loadMessages) and the namespaces of the widgets it shows (loadTexts); Node installs
// the engine's through ./all.ts and every widget namespace with loadTexts.
const catalogs: Partial<Record<UiLang, Messages>> = {};
const namespaces: Partial<Record<UiLang, Record<string, unknown>>> = {};
const pendingTexts = new Map<string, Promise<void>>();

export function addMessages(uiLang: UiLang, messages: Messages): void {
  catalogs[uiLang] = messages;
  i18nByLang.delete(uiLang);
}

/** Load one language's texts (its own chunk in the browser); resolves at once when present. */
export async function loadMessages(uiLang: UiLang): Promise<void> {
  if (catalogs[uiLang]) return;
  const m = uiLang === 'zh' ? await import('./messages/zh') : await import('./messages/en');
  addMessages(uiLang, m.default);
}

/** Install namespaces' texts ({ articlePage: {...} }) for a language, also in its live instance. */
export function addTexts(uiLang: UiLang, texts: Record<string, Texts>): void {
  namespaces[uiLang] = { ...namespaces[uiLang], ...texts };
  i18nByLang.get(uiLang)?.addResourceBundle(uiLang, 'translation', texts, true, true);
}

/** Load the namespaces a widget names (their own chunks); resolves at once for installed ones. */
export async function loadTexts(uiLang: UiLang, list: readonly TextNamespace[] | undefined): Promise<void> {
  if (!list?.length) return;
  await Promise.all(
    list
      .filter((ns) => namespaces[uiLang]?.[ns.name] === undefined)
      .map((ns) => {
        const key = `${uiLang}:${ns.name}`;
        let p = pendingTexts.get(key);
        if (!p) {
          p = ns.load(uiLang).then((m) => addTexts(uiLang, { [ns.name]: m.default }));
          pendingTexts.set(key, p);
        }
        return p;
      }),
  );
}

/** The installed texts as i18next resources (a missing language is a set-up error, said plainly). */
export function resourcesFor(uiLang: UiLang): Record<string, { translation: Messages }> {
  const own = catalogs[uiLang];
  if (!own) throw new Error(`i18n: the ${uiLang} texts are not loaded (call loadMessages('${uiLang}') or import engine/i18n/all)`);
  const out: Record<string, { translation: Messages }> = { [uiLang]: { translation: { ...own, ...namespaces[uiLang] } } };
  if (catalogs.en && uiLang !== 'en') out.en = { translation: { ...catalogs.en, ...namespaces.en } };
  return out;
}

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
    resources: resourcesFor(uiLang),
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

/** The quick `t` of a language's shared instance (./fastT.ts), for code outside components (heads). */
export function tFor(uiLang: UiLang): TFunction {
  return fastT(i18nFor(uiLang));
}
