/**
 * Pictures, tables, audio and video: /front/picture/list, /front/table/list, /front/vod/* — the
 * routes of the media services (../../services/content/media.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as media from '../../services/content/media';
import { operation } from '../operation';
import { articleSummaryDoc, mediaDoc, pictureDoc, tableDoc } from './docs';
import { TAG, idParam, pagedSchema, pagingProps, siteIdParam } from './params';

const tags = [TAG];

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // ---- pictures and tables ------------------------------------------------------------------------
  const sitePaged = { query: { siteId: siteIdParam, ...pagingProps() }, required: ['siteId'] };
  operation(app, 'pictureList', {
    url: '/front/picture/list',
    tags,
    summary: 'Pictures (figures) of the site scope, newest first, with caption, article title and DOI. Paged.',
    ...sitePaged,
    data: pagedSchema(pictureDoc),
  }, media.pictureList);
  operation(app, 'tableList', {
    url: '/front/table/list',
    tags,
    summary: 'Tables of the site scope, newest first, with caption, HTML, article title and DOI. Paged.',
    ...sitePaged,
    data: pagedSchema(tableDoc),
  }, media.tableList);

  // ---- audio and video ---------------------------------------------------------------------------
  const info = (name: string, path: string, kind: media.MediaKind, label: string, service: typeof media.audioInfo) =>
    operation(app, name, {
      url: `/front/vod/${path}`,
      tags,
      summary: `One ${kind} item with its linked article ({id, title, enTitle, doi} or null). Unknown id (or not ${kind}): status 404.`,
      query: { id: idParam(label) },
      required: ['id'],
      data: mediaDoc,
    }, service);
  info('audioInfo', 'getAudioInfo', 'audio', 'Audio', media.audioInfo);
  info('videoInfo', 'getVideoInfo', 'video', 'Video', media.videoInfo);

  operation(app, 'mediaList', {
    url: '/front/vod/res/list',
    tags,
    summary: 'Audio and video of the site scope (type narrows to one kind), newest first. Paged.',
    query: { siteId: siteIdParam, type: { type: 'string', enum: [...media.MEDIA_TYPES], description: 'audio or video; absent = both.' }, ...pagingProps() },
    required: ['siteId'],
    data: pagedSchema(mediaDoc),
  }, media.mediaList);

  operation(app, 'mediaRelations', {
    url: '/front/vod/getRelationsData',
    tags,
    summary:
      'Articles related to an audio or video item: its own article first, then articles sharing keywords with it ' +
      '(most shared first, then newest), within the item site. Paged. Unknown id: status 404.',
    query: { id: idParam('Audio or video'), ...pagingProps() },
    required: ['id'],
    data: pagedSchema(articleSummaryDoc),
  }, media.mediaRelations);
};
