import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('duplicate-sld', () => {
  it('reports an sld two site folders give, at the later one', async () => {
    const expected = [
      `sites/emf/site.json:4:10  /sld  sld 'cmg' is already used by site folder cmg  [error duplicate-sld]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    // two folders cannot both match one sld: the later one is also misnamed
    expect(await lintFixture(fixture)).toEqual([
      `sites/emf/site.json:4:10  /sld  sld 'cmg' does not match the folder name 'emf'  [error sld-folder-mismatch]`,
      `sites/emf/site.json:4:10  /sld  sld 'cmg' is already used by site folder cmg  [error duplicate-sld]`,
    ]);
  });
});
