import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFixture } from '../../testing';

const fixture = new URL('./fixture/', import.meta.url);

describe('no-schema', () => {
  it('warns about a file whose doc schema has no validator', async () => {
    const expected = [
      `sites/cmg/footer.json:1:1    no validator for schema 'doc/footer' (run \`npm run gen\`)  [warning no-schema]`,
    ];
    expect(await lintFixture(fixture, [rule])).toEqual(expected);
    expect(await lintFixture(fixture)).toEqual(expected); // no other rule objects to the fixture
  });
});
