import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFiles } from '../../core';
import { brief, lintFixture, siteFile, testOptions } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('parent-mismatch', () => {
  it('reports a nested channel whose parentId is not the enclosing channel, at the parentId', async () => {
    const expected = [
      `sites/cmg/channels.json:8:32  /items/0/children/0/parentId  parentId 5 does not match the enclosing channel 1  [error parent-mismatch]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });

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
