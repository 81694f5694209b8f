/** Pure search rules of the header box: spec 6 restriction, field values, loader data, URLs. */
import { createDataClient } from '../../../engine/data/client';
import { describe, expect, it } from 'vitest';
import type { ApiClient, Envelope } from '../../../engine/data/api';
import { fixtureBundle } from '../../testing/renderWithPage';
import { RESTRICTED_SEARCH_TYPES, analyzeType, boxSearchTypes, fieldOptionsType, fieldValue, loadHeaderData, restrictSearchTypes, searchUrl, type SearchTypeName } from './parts/search';

describe('restrictSearchTypes (spec 6)', () => {
  const all: SearchTypeName[] = ['news', 'video', 'publication', 'thesis', 'other', 'picture'];

  it.each(['entest01', 'entest04', 'emf', 'HSM', 'hsm'])('limits %s to thesis, picture, audio and video in configured order', (sld) => {
    expect(restrictSearchTypes(all, { sld })).toEqual(['video', 'thesis', 'picture']);
  });

  it('matches the site code as well as the label', () => {
    expect(restrictSearchTypes(all, { sld: 'hsmjournal', code: 'HSM' })).toEqual(['video', 'thesis', 'picture']);
  });

  it('falls back to the four types when none is configured', () => {
    expect(restrictSearchTypes(['news', 'other'], { sld: 'emf' })).toEqual(['thesis', 'picture', 'audio', 'video']);
    expect(RESTRICTED_SEARCH_TYPES).toEqual(['thesis', 'picture', 'audio', 'video']);
  });

  it('leaves other sites and a missing site unchanged', () => {
    expect(restrictSearchTypes(all, { sld: 'cmg' })).toEqual(all);
    expect(restrictSearchTypes(all, { sld: 'emf2' })).toEqual(all);
    expect(restrictSearchTypes(all, undefined)).toEqual(all);
  });

  it('applies to the configured header types', () => {
    expect(boxSearchTypes({ resourceType: '-3;28;0' }, { sld: 'entest04' })).toEqual(['audio']);
  });
});

describe('field options', () => {
  it('thesis and publication submit the 0-based order number, other types the field', () => {
    expect(fieldValue('thesis', { field: 'title' }, 1)).toBe('1');
    expect(fieldValue('publication', { field: 'all' }, 0)).toBe('0');
    expect(fieldValue('picture', { field: 'title' }, 0)).toBe('title');
  });

  it('news, other, wechat and mixed have no field selector; thesis asks for article', () => {
    expect((['news', 'other', 'wechat', 'mixed'] as const).map(fieldOptionsType)).toEqual([undefined, undefined, undefined, undefined]);
    expect(fieldOptionsType('thesis')).toBe('article');
    expect(fieldOptionsType('video')).toBe('video');
  });

  it('only thesis and publication are analysed', () => {
    expect([analyzeType('thesis'), analyzeType('publication'), analyzeType('picture')]).toEqual(['article', 'publication', undefined]);
  });
});

describe('loadHeaderData', () => {
  const api = (answer: () => Promise<Envelope<unknown>>): ApiClient & { seen: unknown[] } => {
    const seen: unknown[] = [];
    return {
      seen,
      get: ((path: string, params: unknown) => {
        seen.push([path, params]);
        return answer();
      }) as ApiClient['get'],
      post: (() => answer()) as ApiClient['post'],
    };
  };

  it('fetches the options of the first type for the site and drops malformed entries', async () => {
    const a = api(async () => ({ status: 0, message: '', data: [{ field: 'all', condition: '全部', enCondition: 'All' }, { condition: 'no field' }, null] }));
    const data = await loadHeaderData({ api: createDataClient(a), bundle: fixtureBundle() });
    expect(a.seen).toEqual([['/front/site/getSearchOptions', { siteId: 2, type: 'article' }]]);
    expect(data).toEqual({ searchOptions: { type: 'thesis', options: [{ field: 'all', condition: '全部', enCondition: 'All', jumpUrl: undefined }] } });
  });

  it('answers no options on failure or a thrown request, and asks nothing for news or a hidden box', async () => {
    expect(await loadHeaderData({ api: createDataClient(api(async () => ({ status: 500, message: 'x', data: null }))), bundle: fixtureBundle() })).toEqual({});
    expect(await loadHeaderData({ api: createDataClient(api(() => Promise.reject(new Error('down')))), bundle: fixtureBundle() })).toEqual({});
    const none = api(async () => ({ status: 0, message: '', data: [] }));
    await loadHeaderData({ api: createDataClient(none), bundle: fixtureBundle({ header: { searchConfigs: { isShow: true, resourceTypes: [-2, 428] } } }) });
    await loadHeaderData({ api: createDataClient(none), bundle: fixtureBundle({ header: { searchBox: 0 } }) });
    await loadHeaderData({ api: createDataClient(none), bundle: fixtureBundle(), pageKind: 'login' }); // slim header, no box
    expect(none.seen).toEqual([]);
  });
});

describe('searchUrl', () => {
  it('adds the field before slds and omits it when absent', () => {
    const m = { linkRoute: { family: 'sld' as const, sld: 'cmg' }, lang: 'en' as const };
    expect(searchUrl(m, 'thesis', 'a b', '0')).toBe('/cmg/en/searchPublication?type=thesis&searchType=singleSearch&index=-1&q=a+b&field=0&slds=cmg');
    expect(searchUrl({ linkRoute: { family: 'lang' }, lang: 'zh' }, 'news', 'x')).toBe('/zh/searchPublication?type=news&searchType=singleSearch&index=-1&q=x');
  });
});
