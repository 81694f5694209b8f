import { describe, expect, it } from 'vitest';
import { buildPreviewInput, inlineModuleList, partsFor, previewRoute } from './buildInput';
import { docKeyOf } from '../parts';
import type { DocState } from '../state/store';
import type { Site } from '../../schemas/generated/types';

const site = { siteId: 735, sld: 'amr' } as Site;
const sel = { pageKind: 'home' as const, channelId: undefined };

function docsWith(over: Record<string, string>): Record<string, DocState> {
  const docs: Record<string, DocState> = {};
  for (const p of partsFor(sel)) {
    const key = docKeyOf(p, sel.pageKind, sel.channelId);
    const text = over[key] ?? (p === 'site' ? JSON.stringify({ ...site, colour: 2 }) : '{}');
    docs[key] = { original: text, text };
  }
  return docs;
}

describe('preview input', () => {
  it('waits until every part is loaded', () => {
    expect(buildPreviewInput(undefined, sel, site).kind).toBe('waiting');
    const docs = docsWith({});
    delete docs.header;
    expect(buildPreviewInput(docs, sel, site).kind).toBe('waiting');
  });

  it('passes every part as an override and the edited site record as the site', () => {
    const input = buildPreviewInput(docsWith({ header: '{"navStyle": 4}' }), sel, site);
    expect(input.kind).toBe('ready');
    if (input.kind !== 'ready') return;
    expect(input.overrides.header).toEqual({ navStyle: 4 });
    expect(input.overrides.layout).toEqual({});
    expect(input.site).toMatchObject({ sld: 'amr', colour: 2 });
    expect('site' in input.overrides).toBe(false);
  });

  it('is blocked by JSON that does not parse, naming the part and line', () => {
    const input = buildPreviewInput(docsWith({ footer: '{\n  "a": 1\n  "b": 2\n}' }), sel, site);
    expect(input).toMatchObject({ kind: 'blocked', blocked: [{ part: 'footer', line: 3 }] });
  });

  it('skips parts that could not be loaded and were not written', () => {
    const docs = docsWith({});
    docs.aiqa = { original: '', text: '', loadError: 'status 500' };
    const input = buildPreviewInput(docs, sel, site);
    expect(input.kind === 'ready' && 'aiqa' in input.overrides).toBe(false);
  });

  it('puts a channel module list into the layout slot', () => {
    const layout = {
      page: 'channel',
      regions: {
        main: [
          { id: 't', type: 'page-title' },
          { id: 'slot', type: 'channel-content' },
        ],
        aside: 'x',
      },
    };
    const list = [{ id: 'a', type: 'rich-text' }];
    expect(inlineModuleList(layout, list)).toEqual({
      page: 'channel',
      regions: {
        main: [
          { id: 't', type: 'page-title' },
          { id: 'a', type: 'rich-text' },
        ],
        aside: 'x',
      },
    });
    expect(inlineModuleList(layout, 'nope')).toBe(layout);
  });

  it('builds the route of the sld family', () => {
    expect(previewRoute('amr', 'en', { pageKind: 'channel', channelId: '12' }, 'x=1')).toMatchObject({
      family: 'sld',
      sld: 'amr',
      lang: 'en',
      pageKind: 'channel',
      params: { x: '1', code: '12' },
      pathname: '/amr/en/12',
    });
    expect(previewRoute('amr', 'zh', sel, '').pathname).toBe('/amr/zh');
  });
});
