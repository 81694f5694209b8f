import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('unknown-module-channel', () => {
  it('reports a module list for a channel the site does not have', async () => {
    const expected = [
      `sites/cmg/modules.json:5:5  /lists/99  module list for unknown channel id '99': this site has no channel with that id  [error unknown-module-channel]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
