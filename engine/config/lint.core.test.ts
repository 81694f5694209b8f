/**
 * lintFiles on in-memory files, as the playground calls it (no file system), and its helpers. Tests
 * of one rule live beside it (lint/rules/<id>/<id>.test.ts); here: positions, formatting, several
 * rules at once.
 */
import { describe, expect, it } from 'vitest';
import { LineMap, formatIssue, lintFiles, parseJson, placeFile, resolvePointer, type LintFile, type LintIssue } from './lint';
import { testOptions } from '../../tests/fixtures/lint/testOptions';

const brief = (i: LintIssue) => `${i.file}:${i.line}:${i.column}  ${i.pointer}  ${i.message}  [${i.severity} ${i.rule}]`;
const site = (sld: string, id: number, rootDir = 'site-configs'): LintFile => ({
  path: `${rootDir}/sites/${sld}/site.json`,
  text: JSON.stringify({ schemaVersion: 1, siteId: id, sld }, null, 2),
});

describe('positions', () => {
  it('counts lines across \\n, \\r\\n and \\r, columns from 1', () => {
    const m = new LineMap('a\nbc\r\nd\re');
    expect([0, 2, 3, 6, 8].map((o) => m.position(o))).toEqual([
      { line: 1, column: 1 },
      { line: 2, column: 1 },
      { line: 2, column: 2 },
      { line: 3, column: 1 },
      { line: 4, column: 1 },
    ]);
  });

  it('resolves pointers to nodes, with ~0 and ~1 escapes, stopping at the deepest existing node', () => {
    const { root } = parseJson('{"a/b": {"c~d": [10, 20]}}');
    const hit = resolvePointer(root!, '/a~1b/c~0d/1');
    expect([hit.exact, hit.node.value, hit.pointer]).toEqual([true, 20, '/a~1b/c~0d/1']);
    const miss = resolvePointer(root!, '/a~1b/nope/3');
    expect([miss.exact, miss.node.type, miss.pointer]).toEqual([false, 'object', '/a~1b']);
  });

  it('places files by their path when no root-relative path is given', () => {
    expect(placeFile('x/site-configs/sites/cmg/layouts/home.json')).toEqual({
      rel: 'sites/cmg/layouts/home.json',
      layer: { kind: 'site', sld: 'cmg' },
      name: 'layouts/home.json',
    });
    expect(placeFile('C:\\work\\site-configs\\defaults\\header.json').layer).toEqual({ kind: 'defaults' });
    expect(placeFile('anything.json', 'sites/emf/site.json').layer).toEqual({ kind: 'site', sld: 'emf' });
    expect(placeFile('site-configs/sites/cmg/files/x.json').layer).toBeUndefined();
  });
});

describe('lintFiles in memory', () => {
  it('reports positions in CRLF files', () => {
    const issues = lintFiles(
      [site('cmg', 2), { path: 'site-configs/sites/cmg/header.json', text: '{\r\n  "schemaVersion": 1,\r\n  "navStyle": 14\r\n}\r\n' }],
      testOptions,
    );
    expect(issues.map(brief)).toEqual(['site-configs/sites/cmg/header.json:3:15  /navStyle  must be <= 13  [error schema]']);
  });

  it('warns about files that are not site-configs files or have no schema', () => {
    const issues = lintFiles(
      [
        site('cmg', 2),
        { path: 'site-configs/notes.json', text: '{}' },
        { path: 'site-configs/sites/cmg/colours.json', text: '{}' },
        { path: 'site-configs/sites/cmg/footer.json', text: '{ "schemaVersion": 1 }' },
        { path: 'site-configs/defaults/channels.json', text: '{ "schemaVersion": 1, "items": [] }' },
      ],
      testOptions,
    );
    expect(issues.map(brief)).toEqual([
      'site-configs/defaults/channels.json:1:1    channels.json belongs in a site folder (sites/<sld>/), not in defaults/  [warning unknown-file]',
      'site-configs/notes.json:1:1    not a site-configs file: expected defaults/<file>.json, defaults/layouts/<page>.json, sites/<sld>/<file>.json or sites/<sld>/layouts/<page>.json  [warning unknown-file]',
      "site-configs/sites/cmg/colours.json:1:1    unknown config file 'colours.json': no schema describes it  [warning unknown-file]",
      "site-configs/sites/cmg/footer.json:1:1    no validator for schema 'doc/footer' (run `npm run gen`)  [warning no-schema]",
    ]);
  });

  it('reports a site folder without site.json and module lists of a site without channels.json', () => {
    const issues = lintFiles(
      [{ path: 'site-configs/sites/emf/modules.json', text: '{ "schemaVersion": 1, "lists": { "3": [] } }' }],
      testOptions,
    );
    expect(issues.map(brief)).toEqual([
      'site-configs/sites/emf/modules.json:1:1    site folder sites/emf/ has no site.json  [error missing-site-json]',
      "site-configs/sites/emf/modules.json:1:34  /lists/3  module list for unknown channel id '3': this site has no channels.json  [error unknown-module-channel]",
    ]);
  });

  it('does not check widget types when the registry is unknown; warns on unknown variants when given', () => {
    const layout = {
      path: 'site-configs/defaults/layouts/home.json',
      text: '{ "schemaVersion": 1, "page": "home", "regions": { "main": [{ "id": "a", "type": "nope" }, { "id": "a", "type": "news-banner", "variant": "9" }] } }',
    };
    expect(lintFiles([layout], { ...testOptions, widgetTypes: undefined }).map((i) => i.rule)).toEqual(['duplicate-module-id']);
    expect(lintFiles([layout], { ...testOptions, widgetVariants: { 'news-banner': ['1', '2'] } }).map(brief)).toEqual([
      "site-configs/defaults/layouts/home.json:1:82  /regions/main/0/type  unknown widget type 'nope'  [error unknown-widget-type]",
      "site-configs/defaults/layouts/home.json:1:100  /regions/main/1/id  duplicate module id 'a' (also at 1:69)  [warning duplicate-module-id]",
      "site-configs/defaults/layouts/home.json:1:139  /regions/main/1/variant  widget 'news-banner' has no variant '9'; known: '1', '2'; the default view is used  [warning unknown-variant]",
    ]);
  });

  it('formats issues as file:line:column  pointer  message', () => {
    const base = { file: 'a.json', line: 2, column: 5, rule: 'schema' } as const;
    expect(formatIssue({ ...base, pointer: '/x', message: 'must be integer', severity: 'error' })).toBe('a.json:2:5  /x  must be integer');
    expect(formatIssue({ ...base, pointer: '', message: 'odd', severity: 'warning' })).toBe('a.json:2:5  /  warning: odd');
  });

  it("accepts the channel-content slot in layouts only, without props", () => {
    const issues = lintFiles(
      [
        site('cmg', 2),
        { path: 'sites/cmg/channels.json', text: '{ "schemaVersion": 1, "items": [{ "id": 1, "code": "about" }] }' },
        {
          path: 'sites/cmg/layouts/channel.json',
          text: '{ "schemaVersion": 1, "page": "channel", "regions": { "main": [{ "id": "c", "type": "channel-content" }, { "id": "d", "type": "channel-content", "props": { "x": 1 } }] } }',
        },
        { path: 'sites/cmg/modules.json', text: '{ "schemaVersion": 1, "lists": { "1": [{ "id": "c", "type": "channel-content" }] } }' },
      ],
      testOptions,
    );
    expect(issues.map(brief)).toEqual([
      "sites/cmg/layouts/channel.json:1:155  /regions/main/1/props  the 'channel-content' slot takes no props; these are ignored  [warning slot-props]",
      "sites/cmg/modules.json:1:61  /lists/1/0/type  'channel-content' is a layout slot (where a channel's module list goes); a module list cannot contain it  [error slot-in-module-list]",
    ]);
  });
});
