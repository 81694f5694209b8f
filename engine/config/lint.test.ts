/**
 * Config linter, Theme-Check style: each rule's folder (lint/rules/<id>/) holds a small site-configs
 * tree with one deliberate mistake, and its test checks that the linter reports exactly that
 * mistake, with its message, position and JSON pointer. Here: a tree without mistakes.
 *
 * The schemas are small inline stand-ins for the real ones (tests/fixtures/lint/testOptions.ts,
 * compiled with ajv at run time), so the tests pin the linter, not the data model.
 */
import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint/testing';

describe('lintFiles on fixture trees', () => {
  it('a valid tree has no issues', async () => {
    expect(await lintFixture(new URL('../../tests/fixtures/lint/valid/', import.meta.url))).toEqual([]);
  });
});
