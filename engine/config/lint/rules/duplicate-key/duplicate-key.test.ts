import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFiles } from '../../core';
import { brief, lintFixture, siteFile, testOptions } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('duplicate-key', () => {
  it('reports a property named twice at the later key', async () => {
    const expected = [
      `sites/cmg/header.json:5:3  /navStyle  duplicate property 'navStyle' (also at 3:3); the last one wins  [error duplicate-key]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });

  it('reports duplicate keys at the later key (JSON.parse keeps the last)', () => {
    const issues = lintFiles(
      [siteFile('cmg', 2), { path: 'site-configs/sites/cmg/header.json', text: '{ "schemaVersion": 1, "navStyle": 2, "navStyle": 3 }' }],
      testOptions,
    );
    expect(issues.map(brief)).toEqual([
      `site-configs/sites/cmg/header.json:1:38  /navStyle  duplicate property 'navStyle' (also at 1:23); the last one wins  [error duplicate-key]`,
    ]);
    expect(lintFiles([{ path: 'sites/cmg/header.json', text: '{ "a": 1, "a": 2' }], testOptions, [rule])).toEqual([]); // a syntax error first
  });
});
