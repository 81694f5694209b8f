/** Every page kind a route can resolve to. Layouts are keyed by these names. */
export const PAGE_KINDS = [
  // spec 2.1
  'home',
  'issues',
  'justAccepted',
  'onlineFirst',
  'article',
  'about',
  'aboutus',
  'collectionList',
  'collections',
  'info',
  'newcomposite',
  'news',
  'newsDetails',
  'editorialBoard',
  'issue',
  'newsInfo',
  'channel',
  // spec 2.2
  'thesisDetails',
  'virtualProjectDetail',
  'textList',
  'audioList',
  'informationList',
  'othersList',
  'searchPublication',
  'seniorSearch',
  'bookList',
  'mag',
  'currencyList',
  'rssList',
  'emailSubscribe',
  'academic',
  'science',
  'newLink1',
  'newPeriodIntroduce',
  'newAlbumList',
  'newItemPage',
  'login',
  'quickLogin',
  'register',
  'forgetCode',
  'accountBinding',
  'personal',
  'errorPage',
  'forbiddenPage',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export function isPageKind(s: string): s is PageKind {
  return (PAGE_KINDS as readonly string[]).includes(s);
}

/** Languages accepted in URLs; only zh and en have a shipped interface. */
export const URL_LANGS = ['zh', 'en', 'ru', 'ara', 'spa', 'fra', 'de'] as const;
export type Lang = (typeof URL_LANGS)[number];
export type UiLang = 'zh' | 'en';
export const UI_LANGS: readonly UiLang[] = ['zh', 'en'];

export function isLang(s: string | undefined): s is Lang {
  return !!s && (URL_LANGS as readonly string[]).includes(s);
}

/** The interface language for a URL language: zh stays zh, everything else falls back to en. */
export function uiLangOf(lang: Lang): UiLang {
  return lang === 'zh' ? 'zh' : 'en';
}
