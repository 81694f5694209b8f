import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('unknown-widget-type', () => {
  it('reports an unknown widget type at its type node, with a suggestion', async () => {
    const expected = [
      `sites/cmg/layouts/home.json:6:36  /regions/main/0/type  unknown widget type 'news-baner' (did you mean 'news-banner'?)  [error unknown-widget-type]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
