import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('unknown-file', () => {
  it('warns about files outside the site-configs layout, site-only files in defaults/ and files no schema describes', async () => {
    const expected = [
      `defaults/channels.json:1:1    channels.json belongs in a site folder (sites/<sld>/), not in defaults/  [warning unknown-file]`,
      `notes.json:1:1    not a site-configs file: expected defaults/<file>.json, defaults/layouts/<page>.json, sites/<sld>/<file>.json or sites/<sld>/layouts/<page>.json  [warning unknown-file]`,
      `sites/cmg/colours.json:1:1    unknown config file 'colours.json': no schema describes it  [warning unknown-file]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
