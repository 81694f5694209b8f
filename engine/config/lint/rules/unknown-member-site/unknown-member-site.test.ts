import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFiles } from '../../core';
import { lintFixture, testOptions } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('unknown-member-site', () => {
  it('reports memberSiteIds naming no site', async () => {
    const expected = [
      `sites/group/site.json:6:24  /memberSiteIds/1  memberSiteIds names site 42, which does not exist  [error unknown-member-site]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });

  it('skips memberSiteIds in a partial tree', () => {
    const group = { path: 'x/sites/g/site.json', text: '{ "schemaVersion": 1, "siteId": 9, "sld": "g", "memberSiteIds": [2] }' };
    expect(lintFiles([group], testOptions).map((i) => i.rule)).toEqual(['unknown-member-site']);
    expect(lintFiles([group], { ...testOptions, partialTree: true })).toEqual([]);
  });
});
