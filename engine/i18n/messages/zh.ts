/** Every zh text: the base file plus one file per reader-page namespace (see ../index.ts). */
import base from '../locales/zh.json';
import reader from '../locales/reader/reader.zh.json';
import articlePage from '../locales/reader/articlePage.zh.json';
import issueLists from '../locales/reader/issueLists.zh.json';
import newsPages from '../locales/reader/newsPages.zh.json';
import searchPage from '../locales/reader/searchPage.zh.json';
import mediaPages from '../locales/reader/mediaPages.zh.json';
import libraryPages from '../locales/reader/libraryPages.zh.json';

export default { ...base, reader, articlePage, issueLists, newsPages, searchPage, mediaPages, libraryPages };
