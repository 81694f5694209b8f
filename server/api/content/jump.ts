/**
 * /front/rc_res_general/getJumpUrl {siteId, id, type?}: the route of the jump service
 * (../../services/content/jump.ts) — where a general resource opens.
 */
import type { FastifyPluginAsync } from 'fastify';
import { RESOURCE_TYPES, resourceJumpUrl } from '../../services/content/jump';
import { operation } from '../operation';
import { TAG, idParam, jumpSchema, languageParam, siteIdParam } from './params';

export const jumpRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'resourceJumpUrl', {
    url: '/front/rc_res_general/getJumpUrl',
    tags: [TAG],
    summary:
      'Where a resource opens when asked from siteId: {path, url, siteId, sld, domain, sameSite, external, type}. ' +
      'Without type the id is looked up as article, then news, audio, video, book, collection (album), picture, table. Unknown: status 404.',
    query: {
      siteId: siteIdParam,
      id: idParam('Resource'),
      type: { type: 'string', enum: [...RESOURCE_TYPES], description: 'Resource type (recommended: ids of different types may coincide).' },
      language: languageParam,
    },
    required: ['siteId', 'id'],
    data: { type: 'object', properties: { ...jumpSchema.properties, type: { type: 'string', enum: [...RESOURCE_TYPES] } } },
  }, resourceJumpUrl);
};
