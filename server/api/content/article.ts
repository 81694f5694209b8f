/**
 * /front/front-article/*: the routes of the article services (../../services/content/article.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as article from '../../services/content/article';
import { ARTICLE_NOT_FOUND } from '../../services/errors';
import { operation, type OperationSpec } from '../operation';
import type { Service } from '../../services/context';
import { articleDetailDoc, articleSummaryDoc, columnDoc, pictureDoc, tableDoc } from './docs';
import { TAG, arraySchema, idParam, jumpSchema, languageParam, pagedSchema, pagingProps, siteIdParam } from './params';

const BASE = '/front/front-article';
const tags = [TAG];
const articleId = idParam('Article');
const unknownId = ` Unknown id: status 404 "${ARTICLE_NOT_FOUND}".`;

export const articleRoutes: FastifyPluginAsync = async (app) => {
  // ---- lists (static paths are registered before /:id; find-my-way prefers them anyway) ---------
  const sitePaged = { query: { siteId: siteIdParam, ...pagingProps() }, required: ['siteId'], data: pagedSchema(articleSummaryDoc) };
  operation(app, 'onlineFirst', {
    url: `${BASE}/getFirstPublishArticles`,
    tags,
    summary: 'Online-first articles of the site scope (publishType 1, versionLabel >= 1), newest online date first.',
    ...sitePaged,
  }, article.onlineFirst);
  operation(app, 'justAccepted', {
    url: `${BASE}/getJustAccepted`,
    tags,
    summary: 'Just-accepted articles of the site scope (versionLabel -1), newest acceptance first.',
    ...sitePaged,
  }, article.justAccepted);
  operation(app, 'columnTree', {
    url: `${BASE}/getColumnTree`,
    tags,
    summary: 'Columns (sections) of the site scope with their article counts, by site, column order.',
    query: { siteId: siteIdParam },
    required: ['siteId'],
    data: arraySchema(columnDoc),
  }, article.columnTree);
  operation(app, 'articlesByColumn', {
    url: `${BASE}/getArticlesByColumn`,
    tags,
    summary: 'Articles of one column, newest first. A column outside the site scope or unknown: status 404.',
    query: { siteId: siteIdParam, columnId: idParam('Column'), ...pagingProps() },
    required: ['siteId', 'columnId'],
    data: pagedSchema(articleSummaryDoc),
  }, article.articlesByColumn);
  operation(app, 'articleByDoi', {
    url: `${BASE}/getArticleByDoi`,
    tags,
    summary: 'Article detail by DOI (bare, doi: prefixed or a doi.org URL; exact, then case-insensitive).',
    query: { doi: { type: 'string', minLength: 3, maxLength: 300, pattern: '\\S', description: 'DOI, e.g. 10.12345/amr.2024.0001.' } },
    required: ['doi'],
    data: articleDetailDoc,
  }, article.articleByDoi);

  // ---- one article ------------------------------------------------------------------------------
  const byId = (name: string, path: string, summary: string, data: Record<string, unknown>, service: Service<{ id: number }>) =>
    operation(app, name, { url: `${BASE}/${path}`, tags, summary: summary + unknownId, query: { id: articleId }, required: ['id'], data }, service);
  const int = { type: 'integer' };
  const strOrNull = { type: ['string', 'null'] };

  byId('articleReferences', 'getReference', 'References of an article in order: [{ord, text}].', arraySchema({ type: 'object', properties: { ord: int, text: { type: 'string' } } }), article.references);
  byId('articleStatistics', 'getStatistics', 'Counters of an article: {views, downloads, citations}.', { type: 'object', properties: { views: int, downloads: int, citations: int } }, article.statistics);
  byId('picturesAndTables', 'getPicAndTab', "The article's pictures and tables, in their order: {pictures, tables}.", { type: 'object', properties: { pictures: arraySchema(pictureDoc), tables: arraySchema(tableDoc) } }, article.picturesAndTables);
  byId('attachTypes', 'getAttachTypes', "Attachment types present, of 'pdf' and 'html' (html also when the HTML full text exists).", arraySchema({ type: 'string', enum: ['pdf', 'html'] }), article.attachTypes);
  byId('isShowHtml', 'isShowHtml', 'true when the article has an HTML full text.', { type: 'boolean' }, article.isShowHtml);
  byId('htmlFullText', 'getHtml', 'HTML full text (sanitised when stored): {id, language, html}. No HTML full text: status 404.', { type: 'object', properties: { id: int, language: { type: 'string' }, html: { type: 'string' } } }, article.htmlFullText);
  byId('publishedInfo', 'getPublishedInfo', 'Publication history: received, revised, accepted, online and published dates, version label, issue.', {
    type: 'object',
    properties: {
      id: int,
      receivedDate: strOrNull,
      revisedDate: strOrNull,
      acceptedDate: strOrNull,
      onlineDate: strOrNull,
      publishedDate: strOrNull,
      versionLabel: int,
      publishType: int,
      period: { type: ['object', 'null'] },
    },
  }, article.publishedInfo);

  // ---- relations ----------------------------------------------------------------------------------
  const relation: Omit<OperationSpec, 'url' | 'summary'> = {
    tags,
    description:
      'siteId (optional) limits the answer to that site scope; without it every site is searched. ' +
      'Matching runs on the search index (rebuilt with the content).',
    query: { id: articleId, siteId: { ...siteIdParam, description: 'Optional: only articles this site shows.' }, ...pagingProps() },
    required: ['id'],
    data: pagedSchema(articleSummaryDoc),
  };
  const paged = ` Paged; the article itself is left out.${unknownId}`;
  operation(app, 'relatedByAuthor', {
    ...relation,
    url: `${BASE}/relations/author`,
    summary: 'Other articles by the same authors (an author name equal to one of this article’s), most shared authors first, then newest.' + paged,
  }, article.relatedByAuthor);
  operation(app, 'relatedByInstitution', {
    ...relation,
    url: `${BASE}/relations/org`,
    summary:
      'Other articles from the same institutions: an affiliation containing the institution of one of this article’s affiliations ' +
      '(重庆大学 of "重庆大学 冶金与生态工程学院, 重庆 400044"; the university / institute part of an English affiliation), most shared first, then newest.' +
      paged,
  }, article.relatedByInstitution);
  operation(app, 'relatedByFund', {
    ...relation,
    url: `${BASE}/relations/fund`,
    summary:
      'Other articles with the same funding: sharing a grant (the fund text split at ; , 、) first, then the same funder ' +
      '(the item without its grant number), newest first within each.' +
      paged,
  }, article.relatedByFund);
  operation(app, 'relatedByKeywords', {
    ...relation,
    url: `${BASE}/relations/article`,
    summary: 'Related articles: sharing keywords (zh or en), most shared keywords first, then newest.' + paged,
  }, article.relatedByKeywords);

  // ---- counters, jump, download ---------------------------------------------------------------------
  const countParams = { id: articleId, type: { type: 'string', enum: [...article.COUNT_TYPES], description: 'What to count.' } };
  operation(app, 'updateCount', {
    methods: ['POST', 'GET'],
    url: `${BASE}/updateCount`,
    tags,
    summary: `Count one view or download of an article; answers the new {id, views, downloads}. POST or GET (query or JSON body).${unknownId}`,
    query: countParams,
    data: { type: 'object', properties: { id: int, views: int, downloads: int } },
  }, article.updateCount);
  operation(app, 'articleJumpUrl', {
    url: `${BASE}/getJumpUrl`,
    tags,
    summary:
      "Where an article opens when asked from siteId: in-site path /<lang>/article/<id> when the article is the site's own, " +
      'else the owning site path /<sld>/<lang>/article/<id> (url: https://<domain>/<lang>/article/<id> when that site has a domain).',
    query: { siteId: siteIdParam, id: articleId, language: languageParam },
    required: ['siteId', 'id'],
    data: jumpSchema,
  }, article.articleJumpUrl);
  operation(app, 'download', {
    url: `${BASE}/download`,
    tags,
    summary:
      `Download an attachment. Anonymous readers get status 401 "${article.DOWNLOAD_LOGIN_MESSAGE}". ` +
      'Login is not implemented yet and no token is validated, so every request is anonymous for now.' +
      unknownId,
    query: { id: articleId, type: { type: 'string', enum: ['pdf', 'html'], default: 'pdf', description: 'Attachment type.' } },
    required: ['id'],
    data: { type: 'null' },
  }, article.download);

  // ---- detail last (parametric) -----------------------------------------------------------------
  operation(app, 'articleDetail', {
    url: `${BASE}/:id`,
    tags,
    summary: `Article detail: every field with ordered authors (affiliation indexes), affiliations, column, issue, dates, fund, keywords, attachments, metrics.${unknownId}`,
    params: { id: articleId },
    data: articleDetailDoc,
  }, article.articleDetail);
};
