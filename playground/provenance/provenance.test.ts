import { describe, expect, it } from 'vitest';
import { computeProvenance, docOf, EDIT_ORIGIN, leaves, REMOVED_ORIGIN, SERVER_ORIGIN, valueAt } from './provenance';

const layers = [
  {
    name: 'defaults',
    docs: {
      header: { schemaVersion: 1, navStyle: 1, greeting: '', logo: { hasLogo: true, logoUrl: '/d.svg' } },
      'layout:home': { schemaVersion: 1, page: 'home', regions: { header: [{ id: 'h', type: 'site-header' }], main: [] } },
    },
  },
  { name: 'group', docs: { header: { schemaVersion: 1, navStyle: 4 } } },
  {
    name: 'site',
    docs: {
      header: { schemaVersion: 1, greeting: 'Welcome' },
      'layout:home': { schemaVersion: 1, page: 'home', regions: { main: [{ id: 'm', type: 'news' }] } },
    },
  },
];

describe('provenance', () => {
  it('finds documents by part key, file name and layout key', () => {
    expect(docOf({ header: 1 }, 'header.json')).toBe(1);
    expect(docOf({ 'basic-info': 2 }, 'basic-info.json')).toBe(2);
    expect(docOf({ 'layout:home': 3 }, 'layouts/home.json')).toBe(3);
    expect(docOf([{ name: 'footer.json', doc: 4 }], 'footer.json')).toBe(4);
  });

  it('lists leaves and reads pointers', () => {
    expect(leaves({ a: 1, b: { c: [true, {}] }, d: [] }).map((l) => l.pointer)).toEqual(['/a', '/b/c/0', '/b/c/1', '/d']);
    expect(valueAt({ a: [{ 'x/y': 5 }] }, '/a/0/x~1y')).toEqual({ has: true, value: 5 });
    expect(valueAt({ a: 1 }, '/b').has).toBe(false);
  });

  it('names the layer of every leaf, marks edits, server additions and removals', () => {
    const original = { navStyle: 4, greeting: 'Welcome', logo: { hasLogo: true, logoUrl: '/d.svg' }, sumVisits: 10 };
    const current = { navStyle: 7, greeting: 'Welcome', logo: { hasLogo: true }, sumVisits: 10 };
    const r = computeProvenance({ part: 'header', layers, original, current, pageKind: 'home' });
    const by = Object.fromEntries(r.rows.map((x) => [x.pointer, x.origin]));
    expect(by['/navStyle']).toBe(EDIT_ORIGIN);
    expect(by['/greeting']).toBe('site');
    expect(by['/logo/hasLogo']).toBe('defaults');
    expect(by['/sumVisits']).toBe(SERVER_ORIGIN);
    expect(by['/logo/logoUrl']).toBe(REMOVED_ORIGIN);
    expect(r.layersUsed).toEqual(['defaults', 'group', 'site']);
  });

  it('merges layouts region by region', () => {
    const original = { schemaVersion: 1, page: 'home', regions: { header: [{ id: 'h', type: 'site-header' }], main: [{ id: 'm', type: 'news' }] } };
    const r = computeProvenance({ part: 'layout', layers, original, current: original, pageKind: 'home' });
    const by = Object.fromEntries(r.rows.map((x) => [x.pointer, x.origin]));
    expect(by['/regions/header/0/type']).toBe('defaults');
    expect(by['/regions/main/0/type']).toBe('site');
    expect(by['/schemaVersion']).toBe('site');
  });

  it('explains parts that are not stored or not inherited', () => {
    expect(computeProvenance({ part: 'power', layers, original: {}, current: {}, pageKind: 'home' }).note).toMatch(/computes/);
    const site = computeProvenance({ part: 'site', layers, original: { sld: 'amr' }, current: { sld: 'amr' }, pageKind: 'home' });
    expect(site.rows).toEqual([{ pointer: '/sld', value: 'amr', origin: 'site' }]);
    expect(site.info).toMatch(/not inherited/);
  });
});
