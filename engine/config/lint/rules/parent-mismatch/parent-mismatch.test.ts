import { describe, expect, it } from 'vitest';
import { lintFiles } from '../../core';
import { brief, siteFile, testOptions } from '../../testing';

describe('parent-mismatch', () => {
  it('checks a nested channel against its parentId and the enclosing channel', () => {
    const channels = {
      schemaVersion: 1,
      items: [
        { id: 1, code: 'about', children: [{ id: 2, parentId: 5, code: 'contact' }] },
        { id: 5, code: 'news' },
      ],
    };
    const issues = lintFiles([siteFile('cmg', 2), { path: 'site-configs/sites/cmg/channels.json', text: JSON.stringify(channels) }], testOptions);
    expect(issues.map(brief)).toEqual([
      'site-configs/sites/cmg/channels.json:1:83  /items/0/children/0/parentId  parentId 5 does not match the enclosing channel 1  [error parent-mismatch]',
    ]);
  });
});
