/** /front/rc-book/*: the routes of the book services (../../services/content/book.ts). */
import type { FastifyPluginAsync } from 'fastify';
import * as book from '../../services/content/book';
import { SEARCH_SIZE } from '../../services/content/scope';
import { operation } from '../operation';
import { bookDoc } from './docs';
import { TAG, idParam, pagedSchema, pagingProps, qParam, siteIdParam } from './params';

const BASE = '/front/rc-book';
const tags = [TAG];

export const bookRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'bookDetail', {
    url: `${BASE}/getBookInfo/:id`,
    tags,
    summary: 'One book. Unknown id: status 404.',
    params: { id: idParam('Book') },
    data: bookDoc,
  }, book.bookDetail);
  operation(app, 'bookSearch', {
    url: `${BASE}/search`,
    tags,
    summary:
      'Books of the site scope, newest year first; q matches title, English title, authors (zh/en), ISBN or publisher ' +
      '(substring, case-insensitive for Latin letters). Paged, default size 20.',
    query: { siteId: siteIdParam, q: qParam, ...pagingProps(SEARCH_SIZE) },
    required: ['siteId'],
    data: pagedSchema(bookDoc),
  }, book.bookSearch);
};
