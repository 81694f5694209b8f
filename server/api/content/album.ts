/**
 * Collections (virtual albums / topics): the routes of the collection services
 * (../../services/content/album.ts). /front/album/list and /front/topic/list {siteId} answer the
 * same collections; /front/album/{id} one with its articles in collection order (paged).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as album from '../../services/content/album';
import { operation } from '../operation';
import { articleSummaryDoc, collectionDoc } from './docs';
import { TAG, arraySchema, idParam, pagedSchema, pagingProps, siteIdParam } from './params';

const tags = [TAG];

/** The list routes: operation name, URL, what the summary calls the collections. */
const LISTS = [
  ['albumList', '/front/album/list', 'Albums'],
  ['topicList', '/front/topic/list', 'Topics'],
] as const;

export const albumRoutes: FastifyPluginAsync = async (app) => {
  for (const [name, url, what] of LISTS) {
    operation(app, name, {
      url,
      tags,
      summary: `${what} of the site scope (collections) with their article counts, in collection order. An array.`,
      query: { siteId: siteIdParam },
      required: ['siteId'],
      data: arraySchema(collectionDoc),
    }, album.collectionList);
  }

  // ---- detail last (parametric) -----------------------------------------------------------------
  operation(app, 'albumDetail', {
    url: '/front/album/:id',
    tags,
    summary: 'One collection with its articles in collection order: {...collection, articles: {list, total, page, size}}. Unknown id: status 404.',
    params: { id: idParam('Collection') },
    query: pagingProps(),
    data: { type: 'object', properties: { ...(collectionDoc.properties as Record<string, unknown>), articles: pagedSchema(articleSummaryDoc) } },
  }, album.albumDetail);
};
