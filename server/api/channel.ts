/**
 * /front/channel/* and /front/module/getModuleList: the menu tree, one channel, and the module
 * list of a channel.
 */
import type { FastifyPluginAsync } from 'fastify';
import { STATUS, cachedForSite, channelIdParam, envelope, headersSchema, querySchema, responses, sendJson, siteIdParam } from './shared';
import { arrayOf, dataRef } from './schemas';

const TAG = 'channel';

function channelNotFound(channelId: number): string {
  return envelope(null, STATUS.notFound, `Channel not found: ${channelId}`);
}

export const channelRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;

  app.get<{ Querystring: { siteId: number; filter?: boolean } }>(
    '/front/channel/getChannelList',
    {
      schema: {
        tags: [TAG],
        summary:
          'Channels (menu items) of a site. filter=true: the tree (children nested, sorted). Otherwise a flat list in tree order. ' +
          'Every item is returned; the menu rules of spec 5 (enable, names, excluded codes) are applied by the client.',
        querystring: querySchema(
          { siteId: siteIdParam, filter: { type: 'boolean', description: 'true = as a tree (children nested).' } },
          ['siteId'],
        ),
        headers: headersSchema,
        response: responses(dataRef('channel-list')),
      },
    },
    async (req, reply) => {
      const tree = req.query.filter === true;
      return cachedForSite(svc, reply, req.query.siteId, `getChannelList|${tree ? 'tree' : 'flat'}`, (site) =>
        tree ? svc.channelTree(site.siteId) : svc.channelList(site.siteId),
      );
    },
  );

  app.get<{ Querystring: { channelId: number; siteId?: number } }>(
    '/front/channel/getChannelInfo',
    {
      schema: {
        tags: [TAG],
        summary: 'One channel with its sub-channels. Unknown channel: status 404.',
        querystring: querySchema(
          { channelId: channelIdParam, siteId: { ...siteIdParam, description: 'Optional: the site owning the channel.' } },
          ['channelId'],
        ),
        headers: headersSchema,
        response: responses(dataRef('channel')),
      },
    },
    async (req, reply) => {
      await svc.fresh();
      const { channelId, siteId } = req.query;
      const channel = await svc.channel(channelId, siteId);
      if (!channel) return sendJson(reply, channelNotFound(channelId));
      const json = await svc.memoString(`getChannelInfo|${channelId}|${siteId ?? ''}`, async () => envelope(channel));
      return sendJson(reply, json);
    },
  );

  app.get<{ Querystring: { channelId?: number; siteId?: number; code?: string } }>(
    '/front/module/getModuleList',
    {
      schema: {
        tags: [TAG],
        summary:
          'Module instances of a channel page ([] when the channel has none), by channelId, or by siteId and code ' +
          '(the channel whose route, else code, else id equals it — as catch-all pages name channels). Unknown channel: status 404.',
        querystring: querySchema({
          channelId: channelIdParam,
          siteId: { ...siteIdParam, description: 'The site owning the channel (required with code).' },
          code: { type: 'string', minLength: 1, maxLength: 200, description: "The channel's route, code or id, as in /{lang}/{code}." },
        }),
        headers: headersSchema,
        response: responses(arrayOf('module-instance')),
      },
    },
    async (req, reply) => {
      await svc.fresh();
      const { siteId, code } = req.query;
      let channelId = req.query.channelId;
      if (channelId === undefined) {
        if (code === undefined || siteId === undefined) {
          return reply.status(400).type('application/json').send(envelope(null, STATUS.badRequest, 'querystring must have channelId, or siteId and code'));
        }
        const channel = await svc.channelByKey(siteId, code);
        if (!channel) return sendJson(reply, envelope(null, STATUS.notFound, `Channel not found: ${code}`));
        channelId = channel.id;
      }
      const list = await svc.moduleList(channelId, siteId);
      if (!list) return sendJson(reply, channelNotFound(channelId));
      const json = await svc.memoString(`getModuleList|${channelId}|${siteId ?? ''}`, async () => envelope(list));
      return sendJson(reply, json);
    },
  );
};
