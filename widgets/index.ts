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

export const widgets: AnyWidget[] = [
  siteHeader,
  siteFooter,
  floatingToolbar,
  backToTop,
  languageNotice,
  richText,
  pageTitle,
  newsBanner,
];
