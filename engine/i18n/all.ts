/**
 * Every text of both languages, installed at once: for Node (the SSR entry, tests, bench).
 * Browsers load texts with loadMessages and loadTexts (./index.ts): the reader app only the page's
 * language and the namespaces of its widgets, the playground both languages.
 */
import { addMessages, addTexts } from './index';
import zh from './messages/zh';
import en from './messages/en';
import articlePageZh from './locales/reader/articlePage.zh.json';
import articlePageEn from './locales/reader/articlePage.en.json';
import issueListsZh from './locales/reader/issueLists.zh.json';
import issueListsEn from './locales/reader/issueLists.en.json';
import newsPagesZh from './locales/reader/newsPages.zh.json';
import newsPagesEn from './locales/reader/newsPages.en.json';
import searchPageZh from './locales/reader/searchPage.zh.json';
import searchPageEn from './locales/reader/searchPage.en.json';
import mediaPagesZh from './locales/reader/mediaPages.zh.json';
import mediaPagesEn from './locales/reader/mediaPages.en.json';
import libraryPagesZh from './locales/reader/libraryPages.zh.json';
import libraryPagesEn from './locales/reader/libraryPages.en.json';

addMessages('zh', zh);
addMessages('en', en);
addTexts('zh', { articlePage: articlePageZh, issueLists: issueListsZh, newsPages: newsPagesZh, searchPage: searchPageZh, mediaPages: mediaPagesZh, libraryPages: libraryPagesZh });
addTexts('en', { articlePage: articlePageEn, issueLists: issueListsEn, newsPages: newsPagesEn, searchPage: searchPageEn, mediaPages: mediaPagesEn, libraryPages: libraryPagesEn });
