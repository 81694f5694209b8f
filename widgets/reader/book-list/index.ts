import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { BookListData, BookListProps } from './load';
import { commonTexts, libraryPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/bookList: the site scope's books with a keyword search; `?id=N` shows one book on top. */
export default defineWidget<BookListProps, BookListData>({
  type: 'book-list',
  version: 1,
  family: 'reader',
  title: 'Book list',
  description:
    'Books of the site scope (/front/rc-book/search): a keyword form (q over title, authors, ISBN, publisher), covers, authors, ' +
    'publisher, year and ISBN, paged (?page=N); ?id=N shows that book (/front/rc-book/getBookInfo) on top, 404 when unknown.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadBookList)),
  head: lazyHead(() => import('./head').then((m) => m.bookListHead)),
  texts: [libraryPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'Books, 20 a page', props: {} },
    { name: 'Books, 10 a page', props: { size: 10 } },
  ],
});
