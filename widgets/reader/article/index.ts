import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { ArticleData, ArticleDetailProps } from './model';
import { defineTexts } from '../../../engine/i18n/texts';
import { commonTexts, readerTexts } from '../../shared/i18n';

/** The article page (issue 5): metadata, full text, references, downloads; citation tags in the head. */
export default defineWidget<ArticleDetailProps, ArticleData>({
  type: 'article-detail',
  version: 1,
  family: 'reader',
  title: 'Article detail',
  description:
    'One article from the route (id, DOI, /thesisDetails query or hash): title, authors and affiliations, abstract, keywords, dates, DOI, fund, ' +
    'metrics, PDF download, HTML full text, figures and tables, references and related articles; Highwire citation tags and JSON-LD in the head; 404 for an unknown id.',
  schema,
  defaults: { relatedSize: 5, showFullText: true },
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadArticle)),
  head: lazyHead(() => import('./head').then((m) => m.articleHead)),
  texts: [defineTexts('articlePage', { zh: () => import('./i18n/articlePage.zh.json'), en: () => import('./i18n/articlePage.en.json') }), readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'Full article page', props: { relatedSize: 5, showFullText: true } },
    { name: 'Metadata only', description: 'No full text on the page, no related articles.', props: { relatedSize: 0, showFullText: false } },
  ],
});
