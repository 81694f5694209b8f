import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('parent-cycle', () => {
  it('reports a parent cycle once, at its first channel', async () => {
    const expected = [
      `sites/cmg/channels.json:5:28  /items/1/parentId  parent cycle: 2 -> 4 -> 3 -> 2  [error parent-cycle]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
