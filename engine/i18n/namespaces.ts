/**
 * Reader-page text namespaces: each page family's texts in its own file pair
 * (locales/reader/<ns>.<lang>.json). A widget names the namespaces its view and head use
 * (definition `texts`); the browser loads them with the widget's code, so a page downloads only
 * the texts of the widgets it shows. Node installs every namespace at once (./all.ts).
 */
import type { UiLang } from '../routing/pageKinds';

export const TEXT_NAMESPACES = ['articlePage', 'issueLists', 'newsPages', 'searchPage', 'mediaPages', 'libraryPages'] as const;
export type TextNamespace = (typeof TEXT_NAMESPACES)[number];

type Texts = Record<string, unknown>;
type Loader = () => Promise<{ default: Texts }>;

export const NAMESPACE_LOADERS: Record<TextNamespace, Record<UiLang, Loader>> = {
  articlePage: { zh: () => import('./locales/reader/articlePage.zh.json'), en: () => import('./locales/reader/articlePage.en.json') },
  issueLists: { zh: () => import('./locales/reader/issueLists.zh.json'), en: () => import('./locales/reader/issueLists.en.json') },
  newsPages: { zh: () => import('./locales/reader/newsPages.zh.json'), en: () => import('./locales/reader/newsPages.en.json') },
  searchPage: { zh: () => import('./locales/reader/searchPage.zh.json'), en: () => import('./locales/reader/searchPage.en.json') },
  mediaPages: { zh: () => import('./locales/reader/mediaPages.zh.json'), en: () => import('./locales/reader/mediaPages.en.json') },
  libraryPages: { zh: () => import('./locales/reader/libraryPages.zh.json'), en: () => import('./locales/reader/libraryPages.en.json') },
};
