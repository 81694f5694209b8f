/**
 * Helpers for the linter's tests (node only: they read fixture trees from disk). A rule's test lints
 * its fixture tree with that rule, Theme-Check style, and compares the issues in brief.
 */
import { fileURLToPath } from 'node:url';
import { lintFiles } from './core';
import { readConfigDir } from './node';
import type { Rule } from './rule';
import type { LintFile, LintIssue, LintOptions } from './types';
import { testOptions } from '../../../tests/fixtures/lint/testOptions';

/** An issue as a test reads it: where, what, which rule. */
export const brief = (i: LintIssue): string => `${i.file}:${i.line}:${i.column}  ${i.pointer}  ${i.message}  [${i.severity} ${i.rule}]`;

/**
 * Lints a fixture tree (a site-configs root: defaults/, sites/<sld>/) with these rules (default: every
 * rule) and the tests' stand-in schemas (tests/fixtures/lint/testOptions.ts). Issue paths are
 * relative to the tree.
 */
export async function lintFixture(dir: URL, rules?: readonly Rule[], extra: Partial<LintOptions> = {}): Promise<string[]> {
  const root = fileURLToPath(dir);
  const { files } = await readConfigDir(root, root);
  return lintFiles(files, { ...testOptions, ...extra }, rules).map(brief);
}

export { testOptions };

/** A valid site.json as an in-memory file. */
export function siteFile(sld: string, id: number, rootDir = 'site-configs'): LintFile {
  return { path: `${rootDir}/sites/${sld}/site.json`, text: JSON.stringify({ schemaVersion: 1, siteId: id, sld }, null, 2) };
}
