/** Channel services: the menu tree, one channel, a channel's module list, a page kind's layout. */
import type { ChannelNode, Json } from '../api/config-service';
import type { ServiceContext } from './context';
import { badRequest, notFound } from './errors';
import { siteOf } from './site';

const channelNotFound = (key: number | string) => notFound(`Channel not found: ${key}`);

/** filter=true: the tree (children nested, sorted); otherwise a flat list in tree order. */
export async function channelList({ config }: ServiceContext, p: { siteId: number; filter?: boolean }): Promise<ChannelNode[] | Json[]> {
  const site = await siteOf(config, p.siteId);
  return p.filter === true ? config.channelTree(site.siteId) : config.channelList(site.siteId);
}

export async function channelInfo({ config }: ServiceContext, p: { channelId: number; siteId?: number }): Promise<ChannelNode> {
  await config.fresh();
  const channel = await config.channel(p.channelId, p.siteId);
  if (!channel) throw channelNotFound(p.channelId);
  return channel;
}

/** By channelId, or by siteId and code (route, else code, else id — as catch-all pages name channels). */
export async function moduleList({ config }: ServiceContext, p: { channelId?: number; siteId?: number; code?: string }): Promise<unknown[]> {
  await config.fresh();
  let channelId = p.channelId;
  if (channelId === undefined) {
    if (p.code === undefined || p.siteId === undefined) throw badRequest('querystring must have channelId, or siteId and code');
    const channel = await config.channelByKey(p.siteId, p.code);
    if (!channel) throw channelNotFound(p.code);
    channelId = channel.id;
  }
  const list = await config.moduleList(channelId, p.siteId);
  if (!list) throw channelNotFound(channelId);
  return list;
}

/** A page kind's layout merged defaults -> group -> site; none defined: an empty layout. */
export async function layout({ config }: ServiceContext, p: { siteId: number; page: string }): Promise<Json> {
  const site = await siteOf(config, p.siteId);
  const merged = await config.layout(site, p.page);
  const out: Json = { schemaVersion: 1, ...(merged ?? {}), page: p.page };
  delete out.$schema;
  if (!out.regions || typeof out.regions !== 'object') out.regions = {};
  return out;
}
