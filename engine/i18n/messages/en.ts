/** Every en text: the base file plus one file per reader-page namespace (see ../index.ts). */
import base from '../locales/en.json';
import reader from '../locales/reader/reader.en.json';
import articlePage from '../locales/reader/articlePage.en.json';
import issueLists from '../locales/reader/issueLists.en.json';
import newsPages from '../locales/reader/newsPages.en.json';
import searchPage from '../locales/reader/searchPage.en.json';
import mediaPages from '../locales/reader/mediaPages.en.json';
import libraryPages from '../locales/reader/libraryPages.en.json';

export default { ...base, reader, articlePage, issueLists, newsPages, searchPage, mediaPages, libraryPages };
