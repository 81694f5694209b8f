import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);
const withVariants = { widgetVariants: { 'news-banner': ['1', '2'] } };

describe('unknown-variant', () => {
  it('warns about a variant the widget does not define, at the variant', async () => {
    const expected = [
      `defaults/layouts/home.json:6:59  /regions/main/0/variant  widget 'news-banner' has no variant '9'; known: '1', '2'; the default view is used  [warning unknown-variant]`,
    ];
    expect(await lintFixture(fixture, [rule], withVariants)).toEqual(expected);
    expect(await lintFixture(fixture, undefined, withVariants)).toEqual(expected); // no other rule objects to the fixture
  });

  it('checks nothing when the widget variants are not given', async () => {
    expect(await lintFixture(fixture, [rule])).toEqual([]);
  });
});
