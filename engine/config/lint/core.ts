/** lintFiles: the pure linter core (no node modules; the playground runs it in the browser). */
import type { LintFile, LintIssue, LintOptions } from './types';
import { LineMap, parseJson } from './positions';
import { misplacement, placeFile } from './files';
import { type Doc, IssueList, type SiteFolder } from './context';
import { type Rule, type RuleContext, isFileRule } from './rule';
import { rules as allRules } from './rules';

/**
 * Lints site-configs files with the given rules (default: every rule of rules/index.ts). Each file
 * is parsed once; file rules run on each file, in list order, then the rules across site folders.
 * Issues come sorted by file, line and column.
 */
export function lintFiles(files: readonly LintFile[], opts: LintOptions, rules: readonly Rule[] = allRules): LintIssue[] {
  const issues = new IssueList();
  const docs = files.map(readDoc);
  const ctxOf = (rule: Rule): RuleContext => ({
    opts,
    report: (doc, at, pointer, message) => issues.add(doc, at, pointer, message, rule.meta.id, rule.meta.severity),
  });

  const fileRules = rules.filter(isFileRule).map((rule) => ({ rule, ctx: ctxOf(rule) }));
  for (const doc of docs) {
    for (const { rule, ctx } of fileRules) {
      if (rule.everyFile || (doc.placed && doc.ok)) rule.checkFile(doc, ctx);
    }
  }

  const sites = siteFolders(docs);
  for (const rule of rules) if (!isFileRule(rule)) rule.checkSites(sites, ctxOf(rule));

  return sortIssues(dropSuperseded(issues.items, rules));
}

function readDoc(file: LintFile): Doc {
  const { root, syntax } = parseJson(file.text);
  const place = placeFile(file.path, file.rel);
  const doc: Doc = {
    file,
    place,
    placed: misplacement(place) === undefined,
    lines: new LineMap(file.text),
    root,
    syntax,
    parseFailure: undefined,
    value: undefined,
    ok: !syntax && root !== undefined,
  };
  if (doc.ok) {
    try {
      doc.value = JSON.parse(file.text) as unknown;
    } catch (e) {
      // jsonc-parser accepted what JSON.parse rejects (rare: e.g. a control character).
      doc.ok = false;
      doc.parseFailure = (e as Error).message;
    }
  }
  return doc;
}

/** The documents of each sites/<sld>/ folder, folders sorted by name. */
function siteFolders(docs: readonly Doc[]): SiteFolder[] {
  const sites = new Map<string, SiteFolder>();
  for (const doc of docs) {
    const layer = doc.place.layer;
    if (layer?.kind !== 'site') continue;
    let site = sites.get(layer.sld);
    if (!site) sites.set(layer.sld, (site = { sld: layer.sld, docs: [] }));
    site.docs.push(doc);
    if (doc.place.name === 'site.json') site.site = doc;
    if (doc.place.name === 'channels.json') site.channels = doc;
    if (doc.place.name === 'modules.json') site.modules = doc;
  }
  return [...sites.values()].sort((a, b) => (a.sld < b.sld ? -1 : a.sld > b.sld ? 1 : 0));
}

/** Drops an issue another rule's issue at the same file and pointer supersedes (RuleMeta.supersedes). */
function dropSuperseded(list: LintIssue[], rules: readonly Rule[]): LintIssue[] {
  const supersedes = new Map<string, readonly string[]>();
  for (const r of rules) if (r.meta.supersedes?.length) supersedes.set(r.meta.id, r.meta.supersedes);
  if (supersedes.size === 0) return list;
  const dropped = new Set<string>();
  for (const i of list) {
    for (const other of supersedes.get(i.rule) ?? []) dropped.add(`${other}\u0000${i.file}\u0000${i.pointer}`);
  }
  if (dropped.size === 0) return list;
  return list.filter((i) => !dropped.has(`${i.rule}\u0000${i.file}\u0000${i.pointer}`));
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
