import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFiles } from '../../core';
import { brief, lintFixture, testOptions } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('site-id-mismatch', () => {
  it('reports a site.json whose id and siteId differ, at the id', async () => {
    const expected = [
      `sites/cmg/site.json:3:9  /id  id 3 differs from siteId 2; both name the site  [error site-id-mismatch]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });

  it('reports a site.json whose id and siteId differ', () => {
    const issues = lintFiles([{ path: 'sites/cmg/site.json', text: '{ "schemaVersion": 1, "id": 3, "siteId": 2, "sld": "cmg" }' }], testOptions);
    expect(issues.map(brief)).toEqual(['sites/cmg/site.json:1:29  /id  id 3 differs from siteId 2; both name the site  [error site-id-mismatch]']);
  });
});
