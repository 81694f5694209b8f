import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('duplicate-module-id', () => {
  it('warns about a module id used twice in one layout, at the later id (ids repeat freely across module lists)', async () => {
    const expected = [
      `defaults/layouts/home.json:6:22  /regions/main/0/id  duplicate module id 'banner' (also at 5:24)  [warning duplicate-module-id]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
