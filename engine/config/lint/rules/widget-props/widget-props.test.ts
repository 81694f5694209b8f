import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('widget-props', () => {
  it(`validates module props against the widget's schema`, async () => {
    const expected = [
      `sites/cmg/layouts/home.json:6:72  /regions/main/0/props/height  must be integer  [error widget-props]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
