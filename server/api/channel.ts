/**
 * /front/channel/*, /front/module/getModuleList and /front/layout/getLayout: the routes of the
 * channel services (../services/channel.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_KINDS } from '../../engine/routing/pageKinds';
import * as channel from '../services/channel';
import { channelIdParam, siteIdParam } from './shared';
import { operation } from './operation';
import { arrayOf, dataRef } from './schemas';

const tags = ['channel'];

export const channelRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'channelList', {
    url: '/front/channel/getChannelList',
    tags,
    summary:
      'Channels (menu items) of a site. filter=true: the tree (children nested, sorted). Otherwise a flat list in tree order. ' +
      'Every item is returned; the menu rules of spec 5 (enable, names, excluded codes) are applied by the client.',
    query: { siteId: siteIdParam, filter: { type: 'boolean', description: 'true = as a tree (children nested).' } },
    required: ['siteId'],
    data: dataRef('channel-list'),
  }, channel.channelList);
  operation(app, 'channelInfo', {
    url: '/front/channel/getChannelInfo',
    tags,
    summary: 'One channel with its sub-channels. Unknown channel: status 404.',
    query: { channelId: channelIdParam, siteId: { ...siteIdParam, description: 'Optional: the site owning the channel.' } },
    required: ['channelId'],
    data: dataRef('channel'),
  }, channel.channelInfo);
  operation(app, 'moduleList', {
    url: '/front/module/getModuleList',
    tags,
    summary:
      'Module instances of a channel page ([] when the channel has none), by channelId, or by siteId and code ' +
      '(the channel whose route, else code, else id equals it — as catch-all pages name channels). Unknown channel: status 404.',
    query: {
      channelId: channelIdParam,
      siteId: { ...siteIdParam, description: 'The site owning the channel (required with code).' },
      code: { type: 'string', minLength: 1, maxLength: 200, description: "The channel's route, code or id, as in /{lang}/{code}." },
    },
    data: arrayOf('module-instance'),
  }, channel.moduleList);
  operation(app, 'layout', {
    url: '/front/layout/getLayout',
    tags: ['layout'],
    summary:
      'Layout of a page kind, merged defaults -> group -> site (regions replace whole; unnamed regions are inherited). ' +
      'A page kind no layer defines answers an empty layout {schemaVersion: 1, page, regions: {}}.',
    query: { siteId: siteIdParam, page: { type: 'string', enum: [...PAGE_KINDS], description: 'Page kind (engine/routing/pageKinds.ts).' } },
    required: ['siteId', 'page'],
    data: dataRef('layout'),
  }, channel.layout);
};
