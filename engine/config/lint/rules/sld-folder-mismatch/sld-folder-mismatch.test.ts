import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('sld-folder-mismatch', () => {
  it(`reports a site.json whose sld is not the folder's name`, async () => {
    const expected = [
      `sites/cmg/site.json:4:10  /sld  sld 'cmj' does not match the folder name 'cmg'  [error sld-folder-mismatch]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
