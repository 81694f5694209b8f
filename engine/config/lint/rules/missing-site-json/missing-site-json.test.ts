import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('missing-site-json', () => {
  it('reports a site folder without site.json at its first file', async () => {
    const expected = [
      `sites/emf/header.json:1:1    site folder sites/emf/ has no site.json  [error missing-site-json]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
