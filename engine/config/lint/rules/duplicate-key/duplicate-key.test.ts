import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFiles } from '../../core';
import { brief, siteFile, testOptions } from '../../testing';

describe('duplicate-key', () => {
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
