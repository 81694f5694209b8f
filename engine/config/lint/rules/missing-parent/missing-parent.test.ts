import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('missing-parent', () => {
  it('reports a parentId naming no channel', async () => {
    const expected = [
      `sites/cmg/channels.json:5:28  /items/1/parentId  parentId 99 does not name a channel of this site  [error missing-parent]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
