import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('slot-props', () => {
  it('warns about props given to the channel-content slot in a layout', async () => {
    const expected = [
      `defaults/layouts/channel.json:6:62  /regions/main/0/props  the 'channel-content' slot takes no props; these are ignored  [warning slot-props]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
