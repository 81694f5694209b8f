/**
 * /front/front-news/list topFirst=1 (the reader news list): pinned items first, then newest,
 * across pages; the default order (newest first) is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeApp, get, makeApp } from '../api/helpers';
import { FIXTURE_TODAY, NEWS, SITE, dbOf, insertContentFixture } from '../api/content-fixture';

process.env.MASTHEAD_TODAY = FIXTURE_TODAY;

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('news-top-first'));
  await insertContentFixture(dbOf(app));
});
afterAll(() => closeApp(app, dataDir));

const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

async function list(query: Record<string, string | number>) {
  const { res, body } = await get<{ list: { id: number; isTop: boolean }[]; total: number; page: number; size: number }>(app, '/front/front-news/list', query);
  expect(res.statusCode).toBe(200);
  expect(body.status, body.message).toBe(0);
  return body.data;
}

describe('news list topFirst', () => {
  it('puts pinned items first, then newest, and pages over that order', async () => {
    const p1 = await list({ siteId: SITE.amr, newsDataType: 'information', topFirst: 1, page: 1, size: 2 });
    expect(ids(p1.list)).toEqual([NEWS.amrTopInfo, NEWS.amrReprint]);
    expect(p1.list[0]!.isTop).toBe(true);
    expect(p1.total).toBe(3);
    const p2 = await list({ siteId: SITE.amr, newsDataType: 'information', topFirst: 1, page: 2, size: 2 });
    expect(ids(p2.list)).toEqual([NEWS.amrNoPicture]);
  });

  it('keeps newest first without it (topFirst=0 or absent)', async () => {
    expect(ids((await list({ siteId: SITE.amr, newsDataType: 'information' })).list)).toEqual([NEWS.amrReprint, NEWS.amrTopInfo, NEWS.amrNoPicture]);
    expect(ids((await list({ siteId: SITE.amr, newsDataType: 'information', topFirst: 0 })).list)).toEqual([NEWS.amrReprint, NEWS.amrTopInfo, NEWS.amrNoPicture]);
  });

  it('rejects other values naming the parameter', async () => {
    const { res, body } = await get(app, '/front/front-news/list', { siteId: SITE.amr, topFirst: 2 });
    expect(res.statusCode).toBe(400);
    expect(body.message).toMatch(/topFirst/);
  });

  it('is documented in OpenAPI', async () => {
    const res = await app.inject({ method: 'GET', url: '/rc-pub/docs/json' });
    const doc = JSON.parse(res.body) as { paths: Record<string, { get: { parameters: { name: string }[] } }> };
    const op = doc.paths['/rc-pub/front/front-news/list']!.get;
    expect(op.parameters.map((p) => p.name)).toContain('topFirst');
  });
});
