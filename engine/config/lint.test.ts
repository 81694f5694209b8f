/**
 * Config linter, Theme-Check style: each fixture under tests/fixtures/lint/ is a small
 * site-configs tree with one deliberate mistake; the linter must report exactly that mistake, with
 * its message, position and JSON pointer.
 *
 * The schemas are small inline stand-ins for the real ones (tests/fixtures/lint/testOptions.ts,
 * compiled with ajv at run time), so the tests pin the linter, not the data model.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { lintFiles, type LintIssue, type LintOptions } from './lint';
import { readConfigDir } from './lint/node';
import { testOptions } from '../../tests/fixtures/lint/testOptions';

const fixtureDir = (name: string) => fileURLToPath(new URL(`../../tests/fixtures/lint/${name}`, import.meta.url));

/** Lints a fixture tree; issue paths are relative to the fixture root. */
async function lintFixture(name: string, extra: Partial<LintOptions> = {}): Promise<LintIssue[]> {
  const dir = fixtureDir(name);
  const { files } = await readConfigDir(dir, dir);
  return lintFiles(files, { ...testOptions, ...extra });
}

/** The issue compressed to what a reader checks: where, what, which rule. */
const brief = (i: LintIssue) => `${i.file}:${i.line}:${i.column}  ${i.pointer}  ${i.message}  [${i.severity} ${i.rule}]`;

async function expectOnly(name: string, expected: string): Promise<void> {
  const issues = await lintFixture(name);
  expect(issues.map(brief)).toEqual([expected]);
}

describe('lintFiles on fixture trees', () => {
  it('a valid tree has no issues', async () => {
    expect(await lintFixture('valid')).toEqual([]);
  });

  it('reports a JSON syntax error at the token where it happens', async () => {
    await expectOnly('json-syntax', `sites/cmg/header.json:4:3    JSON syntax error: comma expected  [error json-syntax]`);
  });

  it('reports a trailing comma at the comma', async () => {
    await expectOnly('trailing-comma', `sites/cmg/header.json:3:16    JSON syntax error: trailing comma  [error json-syntax]`);
  });

  it('reports a wrong type at the value', async () => {
    await expectOnly('wrong-type', `sites/cmg/header.json:3:15  /navStyle  must be integer  [error schema]`);
  });

  it('reports an unknown property at its key', async () => {
    await expectOnly('unknown-property', `sites/cmg/header.json:3:3  /navStlye  unknown property 'navStlye'  [error schema]`);
  });

  it('reports a missing required property at the object holding it', async () => {
    await expectOnly('missing-required', `sites/cmg/site.json:1:1    must have required property 'sld'  [error schema]`);
  });

  it('reports a duplicate channel id within a site', async () => {
    await expectOnly(
      'duplicate-channel',
      `sites/cmg/channels.json:6:13  /items/2/id  duplicate channel id 1 (also at 4:13)  [error duplicate-channel-id]`,
    );
  });

  it('reports a channel id used by two sites', async () => {
    await expectOnly(
      'duplicate-channel-across',
      `sites/emf/channels.json:5:13  /items/1/id  channel id 1 is already used by site cmg (sites/cmg/channels.json:4:13); channel ids must be unique across sites  [error duplicate-channel-id]`,
    );
  });

  it('reports a parentId naming no channel', async () => {
    await expectOnly(
      'missing-parent',
      `sites/cmg/channels.json:5:28  /items/1/parentId  parentId 99 does not name a channel of this site  [error missing-parent]`,
    );
  });

  it('reports a parent cycle once, at its first channel', async () => {
    await expectOnly('cycle', `sites/cmg/channels.json:5:28  /items/1/parentId  parent cycle: 2 -> 4 -> 3 -> 2  [error parent-cycle]`);
  });

  it('reports a menu deeper than three levels at the fourth-level channel', async () => {
    await expectOnly(
      'depth',
      `sites/cmg/channels.json:16:17  /items/0/children/0/children/0/children/0  menu depth 4 exceeds the maximum of 3 (channel 4)  [error menu-depth]`,
    );
  });

  it('reports an unknown widget type at its type node, with a suggestion', async () => {
    await expectOnly(
      'unknown-widget',
      `sites/cmg/layouts/home.json:6:36  /regions/main/0/type  unknown widget type 'news-baner' (did you mean 'news-banner'?)  [error unknown-widget-type]`,
    );
  });

  it('reports an unknown page kind (instead of the schema enum error)', async () => {
    await expectOnly(
      'unknown-page-kind',
      `sites/cmg/layouts/hom.json:3:11  /page  unknown page kind 'hom' (did you mean 'home'?)  [error unknown-page-kind]`,
    );
  });

  it('reports a layout whose page is not its file name', async () => {
    await expectOnly(
      'page-mismatch',
      `sites/cmg/layouts/issues.json:3:11  /page  page 'issue' does not match the file name 'issues.json'  [error layout-page-mismatch]`,
    );
  });

  it("validates module props against the widget's schema", async () => {
    await expectOnly(
      'widget-props',
      `sites/cmg/layouts/home.json:6:72  /regions/main/0/props/height  must be integer  [error widget-props]`,
    );
  });

  it('reports a module list for a channel the site does not have', async () => {
    await expectOnly(
      'module-channel',
      `sites/cmg/modules.json:5:5  /lists/99  module list for unknown channel id '99': this site has no channel with that id  [error unknown-module-channel]`,
    );
  });

  it('reports a siteId used by two sites', async () => {
    await expectOnly('duplicate-site-id', `sites/emf/site.json:3:13  /siteId  siteId 2 is already used by site cmg  [error duplicate-site-id]`);
  });

  it('reports memberSiteIds naming no site', async () => {
    await expectOnly(
      'unknown-member',
      `sites/group/site.json:6:24  /memberSiteIds/1  memberSiteIds names site 42, which does not exist  [error unknown-member-site]`,
    );
  });

  it("reports a site.json whose sld is not the folder's name", async () => {
    await expectOnly('sld-folder', `sites/cmg/site.json:4:10  /sld  sld 'cmj' does not match the folder name 'cmg'  [error sld-folder-mismatch]`);
  });
});
