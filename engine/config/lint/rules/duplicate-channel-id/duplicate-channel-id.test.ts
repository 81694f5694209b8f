import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = (name: string) => new URL(`./fixtures/${name}/`, import.meta.url);

describe('duplicate-channel-id', () => {
  it('reports a duplicate channel id within a site', async () => {
    const expected = [
      `sites/cmg/channels.json:6:13  /items/2/id  duplicate channel id 1 (also at 4:13)  [error duplicate-channel-id]`,
    ];
    expect(await lintFixture(fixture('within-site'), [rule])).toEqual(expected);
    expect(await lintFixture(fixture('within-site'))).toEqual(expected); // no other rule objects to the fixture
  });

  it('reports a channel id used by two sites', async () => {
    const expected = [
      `sites/emf/channels.json:5:13  /items/1/id  channel id 1 is already used by site cmg (sites/cmg/channels.json:4:13); channel ids must be unique across sites  [error duplicate-channel-id]`,
    ];
    expect(await lintFixture(fixture('across-sites'), [rule])).toEqual(expected);
    expect(await lintFixture(fixture('across-sites'))).toEqual(expected); // no other rule objects to the fixture
  });
});
