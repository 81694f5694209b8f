import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('slot-in-module-list', () => {
  it('reports the channel-content slot in a module list at its type', async () => {
    const expected = [
      `sites/cmg/modules.json:6:34  /lists/1/1/type  'channel-content' is a layout slot (where a channel's module list goes); a module list cannot contain it  [error slot-in-module-list]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
