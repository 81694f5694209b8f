import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('duplicate-site-id', () => {
  it('reports a siteId used by two sites', async () => {
    const expected = [`sites/emf/site.json:3:13  /siteId  siteId 2 is already used by site cmg  [error duplicate-site-id]`];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
