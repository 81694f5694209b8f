import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('menu-depth', () => {
  it('reports a menu deeper than three levels at the fourth-level channel', async () => {
    const expected = [
      `sites/cmg/channels.json:16:17  /items/0/children/0/children/0/children/0  menu depth 4 exceeds the maximum of 3 (channel 4)  [error menu-depth]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
