import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('unknown-page-kind', () => {
  it('reports an unknown page kind (instead of the schema enum error)', async () => {
    const expected = [
      `sites/cmg/layouts/hom.json:3:11  /page  unknown page kind 'hom' (did you mean 'home'?)  [error unknown-page-kind]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
