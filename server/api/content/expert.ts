/** /front/expert/list: the route of the expert service (../../services/content/expert.ts). */
import type { FastifyPluginAsync } from 'fastify';
import * as expert from '../../services/content/expert';
import { operation } from '../operation';
import { MAX_INT } from '../shared';
import { expertDoc } from './docs';
import { TAG, sizeParam } from './params';

export const expertRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'expertList', {
    url: '/front/expert/list',
    tags: [TAG],
    summary:
      'Editorial board of a site scope: data = [{content: [expert with role], totalElements, totalPages, number, size}] ' +
      '(one page object in an array, as spec 7.1 reads data[0].content[0]). Sorted editor-in-chief, deputy editors, ' +
      'associate editors, members, then board order.',
    description:
      "topicId is the site id (a site's topicId from site.json is accepted too). page is 0-based (default 0). " +
      "sort: role (default) = by board role then board order; name = by English name. Unknown site: status 10404.",
    query: {
      topicId: { type: 'integer', minimum: 1, maximum: MAX_INT, description: "Site id (or the site's topicId)." },
      page: { type: 'integer', minimum: 0, maximum: MAX_INT, default: 0, description: 'Page number, 0-based (default 0).' },
      size: sizeParam(10),
      sort: { type: 'string', enum: ['', 'role', 'name'], default: 'role', description: "role (default, '' too) or name." },
    },
    required: ['topicId'],
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          content: { type: 'array', items: expertDoc },
          totalElements: { type: 'integer' },
          totalPages: { type: 'integer' },
          number: { type: 'integer', description: 'Page number (0-based).' },
          size: { type: 'integer' },
        },
      },
    },
  }, expert.expertList);
};
