import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('layout-page-mismatch', () => {
  it('reports a layout whose page is not its file name', async () => {
    const expected = [
      `sites/cmg/layouts/issues.json:3:11  /page  page 'issue' does not match the file name 'issues.json'  [error layout-page-mismatch]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
