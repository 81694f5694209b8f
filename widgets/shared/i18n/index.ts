/**
 * Text namespaces several widgets use (one widget's own texts sit in its folder's i18n/). A widget
 * lists the ones its code uses, also through widgets/shared parts, in its definition's `texts`.
 */
import { defineTexts } from '../../../engine/i18n/texts';

/** Buttons and states every kind of widget shows (more, loading, no data, previous/next). */
export const commonTexts = defineTexts('common', { zh: () => import('./common.zh.json'), en: () => import('./common.en.json') });
/** Site search: the header's box, the search and advanced search pages. */
export const searchTexts = defineTexts('search', { zh: () => import('./search.zh.json'), en: () => import('./search.en.json') });
/** The spec's user messages (copy failed, passwords mismatch, ...). */
export const messagesTexts = defineTexts('messages', { zh: () => import('./messages.zh.json'), en: () => import('./messages.en.json') });
/** Rich text blocks (rich-text, and channel-fallback, which shows them). */
export const richTextTexts = defineTexts('richText', { zh: () => import('./richText.zh.json'), en: () => import('./richText.en.json') });
/** Reader parts shared by the list and detail pages (pager, article items, metrics). */
export const readerTexts = defineTexts('reader', { zh: () => import('./reader.zh.json'), en: () => import('./reader.en.json') });
/** Issue and article lists: back issues, issue contents, online first, just accepted, most read. */
export const issueListsTexts = defineTexts('issueLists', { zh: () => import('./issueLists.zh.json'), en: () => import('./issueLists.en.json') });
/** News, collections and the editorial board. */
export const newsPagesTexts = defineTexts('newsPages', { zh: () => import('./newsPages.zh.json'), en: () => import('./newsPages.en.json') });
/** The search results and advanced search pages. */
export const searchPageTexts = defineTexts('searchPage', { zh: () => import('./searchPage.zh.json'), en: () => import('./searchPage.en.json') });
/** Figure, table, video and audio lists. */
export const mediaPagesTexts = defineTexts('mediaPages', { zh: () => import('./mediaPages.zh.json'), en: () => import('./mediaPages.en.json') });
/** Book, journal and other library lists. */
export const libraryPagesTexts = defineTexts('libraryPages', { zh: () => import('./libraryPages.zh.json'), en: () => import('./libraryPages.en.json') });
