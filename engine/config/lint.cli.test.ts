/** The validate-config CLI (node side): directory modes, output format, exit code. */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { runValidateConfig, nodeLintOptions, runtimeDocValidators, type NodeLintSetup } from './lint/node';
import { testOptions } from '../../tests/fixtures/lint/testOptions';

/** Whole-tree fixtures (valid/, lone-site/). */
const fixtures = fileURLToPath(new URL('../../tests/fixtures/lint/', import.meta.url));
/** The rules' folders, each with its fixture tree (fixture/ or fixtures/<case>/). */
const rules = fileURLToPath(new URL('./lint/rules/', import.meta.url));
const setup: NodeLintSetup = { opts: testOptions, notes: [] };

async function cli(args: string[], s: NodeLintSetup = setup, cwd = fixtures) {
  const out: string[] = [];
  const err: string[] = [];
  const { code } = await runValidateConfig(args, { cwd, out: (l) => out.push(l), err: (l) => err.push(l) }, s);
  return { code, out, err };
}

describe('validate-config CLI', () => {
  it('prints a summary and exits 0 for a clean tree', async () => {
    expect(await cli(['valid'])).toEqual({ code: 0, out: ['no issues in 9 files'], err: [] });
  });

  it('prints file:line:column  pointer  message relative to the working directory, exits 1 on errors', async () => {
    expect(await cli(['parent-cycle/fixture', 'json-syntax/fixtures/missing-comma'], setup, rules)).toEqual({
      code: 1,
      out: [
        'json-syntax/fixtures/missing-comma/sites/cmg/header.json:4:3  /  JSON syntax error: comma expected',
        'parent-cycle/fixture/sites/cmg/channels.json:5:28  /items/1/parentId  parent cycle: 2 -> 4 -> 3 -> 2',
        '2 errors, 0 warnings in 4 files',
      ],
      err: [],
    });
  });

  it('lints a site folder inside a tree with the whole tree as context, reporting only that folder', async () => {
    expect((await cli(['duplicate-site-id/fixture/sites/emf'], setup, rules)).out).toEqual([
      'duplicate-site-id/fixture/sites/emf/site.json:3:13  /siteId  siteId 2 is already used by site cmg',
      '1 error, 0 warnings in 1 file',
    ]);
    expect(await cli(['duplicate-site-id/fixture/sites/cmg'], setup, rules)).toEqual({ code: 0, out: ['no issues in 1 file'], err: [] });
  });

  it('lints a lone site folder as sites/<folder>/ without checking references to other sites', async () => {
    expect(await cli(['lone-site'])).toEqual({ code: 0, out: ['no issues in 2 files'], err: [] });
  });

  it('fails on a missing directory', async () => {
    expect(await cli(['no-such-dir'])).toEqual({ code: 1, out: ['no issues in 0 files'], err: ['no-such-dir: no such directory'] });
  });

  it('uses the precompiled validators of schemas/generated in node', async () => {
    const real = await nodeLintOptions();
    const { code, out } = await cli(['schema/fixtures/wrong-type', 'missing-parent/fixture'], real, rules);
    expect(code).toBe(1);
    expect(out).toEqual([
      'missing-parent/fixture/sites/cmg/channels.json:5:28  /items/1/parentId  parentId 99 does not name a channel of this site',
      'schema/fixtures/wrong-type/sites/cmg/header.json:3:15  /navStyle  must be integer',
      '2 errors, 0 warnings in 4 files',
    ]);
  });

  it('can compile schemas/*.schema.json at run time when the generated validators are missing', async () => {
    const notes: string[] = [];
    const get = await runtimeDocValidators(notes);
    expect(notes).toEqual([]);
    expect(get('doc/header')?.({ schemaVersion: 1, navStyle: '3' })).toEqual([{ pointer: '/navStyle', message: 'must be integer', keyword: 'type' }]);
    expect(get('doc/nothing')).toBeUndefined();
  });
});
