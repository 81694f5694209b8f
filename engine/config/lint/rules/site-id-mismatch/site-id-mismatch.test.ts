import { describe, expect, it } from 'vitest';
import { lintFiles } from '../../core';
import { brief, testOptions } from '../../testing';

describe('site-id-mismatch', () => {
  it('reports a site.json whose id and siteId differ', () => {
    const issues = lintFiles([{ path: 'sites/cmg/site.json', text: '{ "schemaVersion": 1, "id": 3, "siteId": 2, "sld": "cmg" }' }], testOptions);
    expect(issues.map(brief)).toEqual(['sites/cmg/site.json:1:29  /id  id 3 differs from siteId 2; both name the site  [error site-id-mismatch]']);
  });
});
