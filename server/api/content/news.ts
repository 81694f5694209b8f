/**
 * /front/front-news/*: the routes of the news services (../../services/content/news.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as news from '../../services/content/news';
import { operation } from '../operation';
import { newsDetailDoc, newsDoc } from './docs';
import { TAG, arraySchema, idParam, jumpSchema, languageParam, pagedSchema, pagingProps, siteIdParam, sizeParam } from './params';

const BASE = '/front/front-news';
const tags = [TAG];

const newsDataTypeParam = {
  type: 'string',
  enum: [...news.NEWS_DATA_TYPES, 'news'],
  default: 'news',
  description: 'News tab: information, announcement, dynamic, statement; news (default) = every tab.',
};

export const newsRoutes: FastifyPluginAsync = async (app) => {
  // ---- lists ----------------------------------------------------------------------------------------
  operation(app, 'topNews', {
    url: `${BASE}/getTopNews`,
    tags,
    summary: 'News for the banner and home lists: pinned (isTop) first, then newest. An array (not paged).',
    query: {
      siteId: siteIdParam,
      newsDataType: newsDataTypeParam,
      type: { type: 'string', enum: ['', 'all', 'top'], default: '', description: "'' or all (default): every item, pinned first; top: pinned items only." },
      size: sizeParam(10, 50),
    },
    required: ['siteId'],
    data: arraySchema(newsDoc),
  }, news.topNews);
  operation(app, 'newsList', {
    url: `${BASE}/list`,
    tags,
    summary: 'News of one tab (or every tab), newest first, paged. topFirst=1: pinned (isTop) items first, then newest.',
    query: {
      siteId: siteIdParam,
      newsDataType: newsDataTypeParam,
      topFirst: { type: 'integer', enum: [0, 1], default: 0, description: '1 = pinned (isTop) items first, then newest (the reader news list); 0 (default) = newest first.' },
      ...pagingProps(),
    },
    required: ['siteId'],
    data: pagedSchema(newsDoc),
  }, news.newsList);

  // ---- one news item --------------------------------------------------------------------------------
  operation(app, 'newsJumpUrl', {
    url: `${BASE}/getJumpUrl`,
    tags,
    summary:
      'Where a news item opens: its sourceLink for a reprint (original 0, external: true), else /<lang>/newsDetails/<id> ' +
      "(prefixed with the owning site's sld when it is not the asking site). Unknown id: status 404.",
    query: { siteId: siteIdParam, id: idParam('News'), language: languageParam },
    required: ['siteId', 'id'],
    data: jumpSchema,
  }, news.newsJumpUrl);

  // ---- detail last (parametric) -----------------------------------------------------------------
  operation(app, 'newsDetail', {
    url: `${BASE}/:id`,
    tags,
    summary: 'One news item with its HTML content (zh and en) and its picture (spec 3 fallback). Unknown id: status 404.',
    params: { id: idParam('News') },
    data: newsDetailDoc,
  }, news.newsDetail);
};
