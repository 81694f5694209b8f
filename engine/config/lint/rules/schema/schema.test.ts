import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = (name: string) => new URL(`./fixtures/${name}/`, import.meta.url);

describe('schema', () => {
  it('reports a wrong type at the value', async () => {
    const expected = [`sites/cmg/header.json:3:15  /navStyle  must be integer  [error schema]`];
    expect(await lintFixture(fixture('wrong-type'), [rule])).toEqual(expected);
    expect(await lintFixture(fixture('wrong-type'))).toEqual(expected); // no other rule objects to the fixture
  });

  it('reports an unknown property at its key', async () => {
    const expected = [`sites/cmg/header.json:3:3  /navStlye  unknown property 'navStlye'  [error schema]`];
    expect(await lintFixture(fixture('unknown-property'), [rule])).toEqual(expected);
    expect(await lintFixture(fixture('unknown-property'))).toEqual(expected); // no other rule objects to the fixture
  });

  it('reports a missing required property at the object holding it', async () => {
    const expected = [`sites/cmg/site.json:1:1    must have required property 'sld'  [error schema]`];
    expect(await lintFixture(fixture('missing-required'), [rule])).toEqual(expected);
    expect(await lintFixture(fixture('missing-required'))).toEqual(expected); // no other rule objects to the fixture
  });
});
