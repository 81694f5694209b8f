/** Every widget of the portal, one line each. The engine only knows widgets through this list. */
import type { AnyWidget } from '../engine/registry/types';
import siteHeader from './chrome/site-header';
import siteFooter from './chrome/site-footer';
import floatingToolbar from './chrome/floating-toolbar';
import backToTop from './chrome/back-to-top';
import languageNotice from './chrome/language-notice';
import richText from './content/rich-text';
import pageTitle from './content/page-title';
import newsBanner from './content/news-banner';
import articleDetail from './reader/article';
import topBanner from './content/top-banner';
import aiPanel from './chrome/ai-panel';
import newsList from './reader/news-list';
import newsDetail from './reader/news-detail';
import editorialBoard from './reader/editorial-board';
import channelFallback from './reader/channel-fallback';
import collectionList from './reader/collection-list';
import collectionArticles from './reader/collection-articles';
import backIssues from './reader/back-issues';
import issueContents from './reader/issue-contents';
import articleList from './reader/article-list';
import searchResults from './reader/search-results';
import advancedSearch from './reader/advanced-search';
import figureList from './reader/figure-list';
import mediaList from './reader/media-list';
import othersList from './reader/others-list';
import bookList from './reader/book-list';
import journalList from './reader/journal-list';

export const widgets: AnyWidget[] = [
  siteHeader,
  siteFooter,
  floatingToolbar,
  backToTop,
  languageNotice,
  richText,
  pageTitle,
  newsBanner,
  topBanner,
  aiPanel,
  articleDetail,
  newsList,
  newsDetail,
  editorialBoard,
  channelFallback,
  collectionList,
  collectionArticles,
  backIssues,
  issueContents,
  articleList,
  searchResults,
  advancedSearch,
  figureList,
  mediaList,
  othersList,
  bookList,
  journalList,
];
