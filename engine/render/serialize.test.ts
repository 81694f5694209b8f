import { expect, it } from 'vitest';
import { clientStateJson, serializeState, stateScript } from './serialize';
import type { PageState } from './pageLoader';

it('keeps state text from closing or commenting out its script, and reads back unchanged', () => {
  const state = { title: '</script><script>alert(1)</script>', note: '<!-- a & b -->', lines: 'a\u2028b\u2029c', zh: '电池' };
  const json = serializeState(state);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(state);
});

it('gives the browser the page state without its head, the bundle JSON made once per bundle', () => {
  const bundle = { site: { name: '</script>' }, channels: [{ id: 1 }] };
  const page = (id: number) =>
    ({ kind: 'page', page: { bundle, lang: 'zh', regions: { main: [{ id, data: { t: '<b>' } }] }, head: { title: 'T', meta: [] } } }) as unknown as PageState;
  const first = clientStateJson(page(1));
  expect(first).not.toMatch(/[<>]/);
  expect(JSON.parse(first)).toEqual({ kind: 'page', page: { bundle, lang: 'zh', regions: { main: [{ id: 1, data: { t: '<b>' } }] } } });
  // a later page of the same site: same bundle text, its own regions
  expect(JSON.parse(clientStateJson(page(2))).page.regions.main[0].id).toBe(2);
  const standalone = { kind: 'standalone', pageKind: 'errorPage', lang: 'en' } as PageState;
  expect(JSON.parse(clientStateJson(standalone))).toEqual(standalone);
  expect(stateScript(page(3)).match(/<\/script>/g)).toHaveLength(1);
});
