/** lintFiles: the pure linter core (no node modules; the playground runs it in the browser). */
import type { LintFile, LintIssue, LintOptions } from './types';
import { LineMap, parseJson } from './positions';
import { placeFile } from './files';
import { type Doc, IssueList } from './context';
import { checkDocSchema, checkLayout, checkModuleLists, checkPlacement, checkSyntax } from './fileChecks';
import { type SiteFolder, checkChannels, checkModuleListChannels, checkSites } from './crossChecks';

/**
 * Lints site-configs files: JSON syntax, each file against its doc schema, layouts and module lists
 * (widget types, widget props, page kinds), and the checks across files (channel tree, module list
 * channels, site records). Issues come sorted by file, line and column.
 */
export function lintFiles(files: readonly LintFile[], opts: LintOptions): LintIssue[] {
  const issues = new IssueList();
  const docs: Doc[] = files.map((file) => {
    const lines = new LineMap(file.text);
    const { root, syntax } = parseJson(file.text);
    const doc: Doc = {
      file,
      place: placeFile(file.path, file.rel),
      lines,
      root,
      value: undefined,
      ok: !syntax && root !== undefined,
    };
    checkSyntax(doc, syntax, issues);
    if (doc.ok) {
      try {
        doc.value = JSON.parse(file.text) as unknown;
      } catch (e) {
        // jsonc-parser accepted what JSON.parse rejects (rare: e.g. a control character).
        doc.ok = false;
        issues.add(doc, 0, '', `JSON syntax error: ${(e as Error).message}`, 'json-syntax');
      }
    }
    return doc;
  });

  const sites = new Map<string, SiteFolder>();
  for (const doc of docs) {
    const placed = checkPlacement(doc, issues);
    const layer = doc.place.layer;
    if (layer?.kind === 'site') {
      let site = sites.get(layer.sld);
      if (!site) sites.set(layer.sld, (site = { sld: layer.sld, docs: [] }));
      site.docs.push(doc);
      if (doc.place.name === 'site.json') site.site = doc;
      if (doc.place.name === 'channels.json') site.channels = doc;
      if (doc.place.name === 'modules.json') site.modules = doc;
    }
    if (!placed || !doc.ok) continue;
    checkDocSchema(doc, opts, issues);
    checkLayout(doc, opts, issues);
    checkModuleLists(doc, opts, issues);
  }

  const siteList = [...sites.values()].sort((a, b) => (a.sld < b.sld ? -1 : a.sld > b.sld ? 1 : 0));
  const channels = checkChannels(siteList, opts, issues);
  checkModuleListChannels(siteList, channels, issues);
  checkSites(siteList, opts, issues);

  return sortIssues(dropSuperseded(issues.items));
}

/** Rules that say more than a schema error at the same node (e.g. the layout schema's page enum). */
const SUPERSEDES_SCHEMA = new Set(['unknown-page-kind', 'unknown-widget-type']);

function dropSuperseded(list: LintIssue[]): LintIssue[] {
  const specific = new Set(list.filter((i) => SUPERSEDES_SCHEMA.has(i.rule)).map((i) => `${i.file}\u0000${i.pointer}`));
  if (specific.size === 0) return list;
  return list.filter((i) => i.rule !== 'schema' || !specific.has(`${i.file}\u0000${i.pointer}`));
}

export function sortIssues(list: LintIssue[]): LintIssue[] {
  return [...list].sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column,
  );
}

/** Counts of errors and warnings. */
export function summarize(list: readonly LintIssue[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const i of list) i.severity === 'error' ? errors++ : warnings++;
  return { errors, warnings };
}

