// getModuleList by {siteId, code}: how catch-all channel pages (/{lang}/{code}) name their channel,
// resolved as the engine resolves it (route, then code, then id), so the page loader needs no
// waterfall through the channel tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIXTURE_CONFIG_DIR, closeApp, get, makeApp } from './helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('module-list-by-code', FIXTURE_CONFIG_DIR));
});
afterAll(() => closeApp(app, dataDir));

describe('/front/module/getModuleList by site and code', () => {
  it('finds the channel by code and answers its list, like by id', async () => {
    const byId = await get(app, '/front/module/getModuleList', { channelId: 302 });
    const channel = await get<{ code: string; siteId: number }>(app, '/front/channel/getChannelInfo', { channelId: 302 });
    const byCode = await get(app, '/front/module/getModuleList', { siteId: channel.body.data.siteId, code: String(302) });
    expect(byCode.body).toEqual(byId.body);
  });

  it('answers 404 for a code no channel has', async () => {
    const channel = await get<{ siteId: number }>(app, '/front/channel/getChannelInfo', { channelId: 302 });
    const res = await get(app, '/front/module/getModuleList', { siteId: channel.body.data.siteId, code: 'no-such-code' });
    expect(res.body).toMatchObject({ status: 404, message: 'Channel not found: no-such-code' });
  });

  it('names what is missing when neither channelId nor siteId and code are given', async () => {
    const res = await get(app, '/front/module/getModuleList', { code: 'x' });
    expect(res.res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: 'querystring must have channelId, or siteId and code' });
  });
});
