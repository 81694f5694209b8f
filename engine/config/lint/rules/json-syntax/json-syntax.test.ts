import { describe, expect, it } from 'vitest';
import rule from './index';
import { lintFiles } from '../../core';
import { brief, lintFixture, siteFile, testOptions } from '../../testing';

const fixture = (name: string) => new URL(`./fixtures/${name}/`, import.meta.url);

describe('json-syntax', () => {
  it('reports a JSON syntax error at the token where it happens', async () => {
    const expected = [`sites/cmg/header.json:4:3    JSON syntax error: comma expected  [error json-syntax]`];
    expect(await lintFixture(fixture('missing-comma'), [rule])).toEqual(expected);
    expect(await lintFixture(fixture('missing-comma'))).toEqual(expected); // no other rule objects to the fixture
  });

  it('reports a trailing comma at the comma', async () => {
    const expected = [`sites/cmg/header.json:3:16    JSON syntax error: trailing comma  [error json-syntax]`];
    expect(await lintFixture(fixture('trailing-comma'), [rule])).toEqual(expected);
    expect(await lintFixture(fixture('trailing-comma'))).toEqual(expected); // no other rule objects to the fixture
  });

  it('reports an empty file and comments as syntax errors', () => {
    const issues = lintFiles(
      [
        siteFile('cmg', 2),
        { path: 'site-configs/sites/cmg/header.json', text: '' },
        { path: 'site-configs/sites/cmg/footer.json', text: '{\n  // no comments in JSON\n  "schemaVersion": 1\n}' },
      ],
      testOptions,
      [rule],
    );
    expect(issues.map(brief)).toEqual([
      'site-configs/sites/cmg/footer.json:2:3    JSON syntax error: comments are not allowed in JSON  [error json-syntax]',
      'site-configs/sites/cmg/header.json:1:1    JSON syntax error: empty file  [error json-syntax]',
    ]);
  });
});
