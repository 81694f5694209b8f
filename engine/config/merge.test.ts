import { describe, expect, it } from 'vitest';
import { mergeLayers, originOf, parsePointer, escapePointerToken } from './merge';

describe('mergeLayers', () => {
  it('merges objects key by key and records each leaf', () => {
    const r = mergeLayers([
      { name: 'defaults', value: { schemaVersion: 1, navStyle: 1, showLogin: 1, logo: { hasLogo: 1, logoUrl: 'a.png' } } },
      { name: 'group', value: { navStyle: 4, logo: { logoUrl: 'g.png' } } },
      { name: 'site', value: { showLogin: 0 } },
    ]);
    expect(r.value).toEqual({ schemaVersion: 1, navStyle: 4, showLogin: 0, logo: { hasLogo: 1, logoUrl: 'g.png' } });
    expect(r.provenance).toEqual({
      '/schemaVersion': 'defaults',
      '/navStyle': 'group',
      '/showLogin': 'site',
      '/logo/hasLogo': 'defaults',
      '/logo/logoUrl': 'group',
    });
  });

  it('replaces arrays whole and records the array and its leaves', () => {
    const r = mergeLayers([
      { name: 'defaults', value: { items: [{ id: 1 }, { id: 2 }, { id: 3 }] } },
      { name: 'site', value: { items: [{ id: 9 }] } },
    ]);
    expect(r.value).toEqual({ items: [{ id: 9 }] });
    expect(r.provenance).toEqual({ '/items': 'site', '/items/0/id': 'site' });
  });

  it('layouts: a site naming only main keeps inherited header and footer', () => {
    const mod = (id: string) => ({ id, type: 'x' });
    const r = mergeLayers([
      { name: 'defaults', value: { schemaVersion: 1, page: 'home', regions: { header: [mod('h')], main: [mod('m')], footer: [mod('f')] } } },
      { name: 'site', value: { regions: { main: [mod('m2'), mod('m3')] } } },
    ]);
    expect(r.value).toEqual({
      schemaVersion: 1,
      page: 'home',
      regions: { header: [mod('h')], main: [mod('m2'), mod('m3')], footer: [mod('f')] },
    });
    expect(r.provenance['/regions/main']).toBe('site');
    expect(r.provenance['/regions/header']).toBe('defaults');
    expect(r.provenance['/regions/main/1/id']).toBe('site');
    expect(r.provenance['/regions/main/2/id']).toBeUndefined();
  });

  it('scalars replace objects and objects replace scalars, dropping stale provenance', () => {
    const r = mergeLayers([
      { name: 'a', value: { x: { y: 1, z: 2 }, s: 'str' } },
      { name: 'b', value: { x: null, s: { t: true } } },
    ]);
    expect(r.value).toEqual({ x: null, s: { t: true } });
    expect(r.provenance).toEqual({ '/x': 'b', '/s/t': 'b' });
  });

  it('skips undefined layers and undefined properties; null replaces', () => {
    const r = mergeLayers([
      { name: 'defaults', value: { a: 1, b: 2 } },
      { name: 'group', value: undefined },
      { name: 'site', value: { a: undefined, b: null } },
    ]);
    expect(r.value).toEqual({ a: 1, b: null });
    expect(r.provenance).toEqual({ '/a': 'defaults', '/b': 'site' });
  });

  it('returns undefined with no layers', () => {
    expect(mergeLayers([])).toEqual({ value: undefined, provenance: {} });
    expect(mergeLayers([{ name: 'x', value: undefined }])).toEqual({ value: undefined, provenance: {} });
  });

  it('records empty objects and empty arrays as leaves', () => {
    const r = mergeLayers([
      { name: 'defaults', value: { o: {}, a: [1] } },
      { name: 'site', value: { a: [] } },
    ]);
    expect(r.value).toEqual({ o: {}, a: [] });
    expect(r.provenance).toEqual({ '/o': 'defaults', '/a': 'site' });
    const r2 = mergeLayers([
      { name: 'defaults', value: { o: {} } },
      { name: 'site', value: { o: { k: 1 } } },
    ]);
    expect(r2.provenance).toEqual({ '/o/k': 'site' });
  });

  it('a scalar root replaces an object root', () => {
    const r = mergeLayers([
      { name: 'a', value: { x: 1 } },
      { name: 'b', value: 5 },
    ]);
    expect(r).toEqual({ value: 5, provenance: { '': 'b' } });
  });

  it('does not mutate its inputs and does not alias them', () => {
    const d = { o: { k: 1 }, arr: [{ v: 1 }] };
    const s = { o: { j: 2 } };
    const snapD = JSON.stringify(d);
    const snapS = JSON.stringify(s);
    const r = mergeLayers<{ o: Record<string, number>; arr: { v: number }[] }>([
      { name: 'd', value: d },
      { name: 's', value: s },
    ]);
    expect(JSON.stringify(d)).toBe(snapD);
    expect(JSON.stringify(s)).toBe(snapS);
    r.value.o.k = 99;
    r.value.arr[0]!.v = 42;
    expect(d.o.k).toBe(1);
    expect(d.arr[0]!.v).toBe(1);
  });

  it('escapes pointer tokens and resists prototype pollution', () => {
    const evil = JSON.parse('{"__proto__": {"polluted": true}, "a/b": {"c~d": 1}}') as unknown;
    const r = mergeLayers<Record<string, unknown>>([
      { name: 'd', value: { x: 1 } },
      { name: 's', value: evil },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(r.value, '__proto__')).toBe(true);
    expect(r.provenance['/a~1b/c~0d']).toBe('s');
    expect(r.provenance['/__proto__/polluted']).toBe('s');
  });
});

describe('originOf and pointers', () => {
  const { provenance } = mergeLayers([
    { name: 'defaults', value: { logo: { a: 1, b: 2 }, list: [{ id: 1 }], c: { x: 1 } } },
    { name: 'site', value: { logo: { b: 3 } } },
  ]);
  it('finds exact, ancestor and aggregated origins', () => {
    expect(originOf(provenance, '/logo/b')).toBe('site');
    expect(originOf(provenance, '/list/0')).toBe('defaults');
    expect(originOf(provenance, '/c')).toBe('defaults');
    expect(originOf(provenance, '/logo')).toBe('mixed');
    expect(originOf(provenance, '/nothing')).toBeUndefined();
  });
  it('parses and escapes pointers', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(escapePointerToken('a/b~')).toBe('a~1b~0');
  });
});
