/**
 * Node side of the config linter: reads site-configs directories, builds the options from the
 * precompiled validators, schemas/catalog.ts and widgets/index.ts, prints issues. Never imported by
 * browser code.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_KINDS } from '../../routing/pageKinds';
import { lintFiles, sortIssues, summarize } from './core';
import { formatIssue } from './format';
import type { LintFile, LintIssue, LintOptions, LintValidate, LintValidationError } from './types';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ConfigDir {
  /** The directory as given. */
  dir: string;
  files: LintFile[];
  /** Whether the files are not a whole site-configs tree (a lone site folder). */
  partialTree: boolean;
  /** When a site folder inside a tree was given: report only issues of files under this path. */
  only?: string;
}

async function isDir(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** A site-configs root holds defaults/ or sites/. */
export async function isConfigRoot(dir: string): Promise<boolean> {
  return (await isDir(path.join(dir, 'defaults'))) || (await isDir(path.join(dir, 'sites')));
}

const SKIP_DIRS = new Set(['files', 'node_modules']);

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    const entries = await readdir(d, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) await walk(p);
      } else if (e.isFile() && e.name.endsWith('.json')) out.push(p);
    }
  };
  await walk(dir);
  return out;
}

function displayPath(abs: string, cwd: string): string {
  return path.relative(cwd, abs).split(path.sep).join('/');
}

/**
 * Reads a directory to lint: a site-configs root (has defaults/ or sites/), a site folder inside one
 * (the whole tree is read for the cross-file checks; only that folder's issues are reported), or a
 * lone site folder (linted as sites/<folder name>/).
 */
export async function readConfigDir(dir: string, cwd: string = process.cwd()): Promise<ConfigDir> {
  const abs = path.resolve(cwd, dir);
  if (!(await isDir(abs))) throw new Error(`${dir}: no such directory`);
  const read = async (root: string, relOf: (file: string) => string): Promise<LintFile[]> =>
    Promise.all(
      (await jsonFilesUnder(root)).map(async (f) => ({
        path: displayPath(f, cwd),
        text: await readFile(f, 'utf8'),
        rel: relOf(f),
      })),
    );
  const relTo = (root: string) => (f: string) => path.relative(root, f).split(path.sep).join('/');

  if (await isConfigRoot(abs)) return { dir, files: await read(abs, relTo(abs)), partialTree: false };
  const parent = path.dirname(abs);
  const grand = path.dirname(parent);
  if (path.basename(parent) === 'sites' && (await isConfigRoot(grand))) {
    const only = displayPath(abs, cwd) + '/';
    return { dir, files: await read(grand, relTo(grand)), partialTree: false, only };
  }
  const sld = path.basename(abs);
  return { dir, files: await read(abs, (f) => `sites/${sld}/${relTo(abs)(f)}`), partialTree: true };
}

interface WidgetLike {
  type: string;
  schema: { $id?: string; [k: string]: unknown };
  defaults?: unknown;
  variants?: Record<string, unknown>;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

async function importIfExists(file: string): Promise<Record<string, unknown> | undefined> {
  if (!(await exists(file))) return undefined;
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message.split('\n')[0] : String(e);
}

/** Runtime ajv over schemas/**\/*.schema.json: used only when the generated validators are missing. */
export async function runtimeDocValidators(notes: string[]): Promise<(id: string) => ((v: unknown) => LintValidationError[]) | undefined> {
  const { default: Ajv } = await import('ajv');
  const formats = await import('ajv-formats').catch(() => undefined);
  const ajv = new Ajv({ allErrors: true, strict: false });
  (formats?.default as unknown as ((a: unknown) => void) | undefined)?.(ajv);
  const dir = path.join(REPO_ROOT, 'schemas');
  const files = (await isDir(dir)) ? (await jsonFilesUnder(dir)).filter((f) => f.endsWith('.schema.json')) : [];
  for (const f of files) {
    try {
      ajv.addSchema(JSON.parse(await readFile(f, 'utf8')) as object);
    } catch (e) {
      notes.push(`${displayPath(f, process.cwd())}: ${errorText(e)}`);
    }
  }
  const { fromAjvErrorsLocal } = await import('./ajvErrors');
  return (id) => {
    let fn;
    try {
      fn = ajv.getSchema(id);
    } catch (e) {
      notes.push(`schema ${id}: ${errorText(e)}`);
      return undefined;
    }
    if (!fn) return undefined;
    return (v) => (fn(v) ? [] : fromAjvErrorsLocal(fn.errors));
  };
}

export interface NodeLintSetup {
  opts: LintOptions;
  /** What could not be loaded (printed to stderr). */
  notes: string[];
}

/**
 * Options for linting in node: doc schemas from the precompiled validators (engine/validation),
 * widget types and prop schemas from widgets/index.ts (tolerated when absent).
 */
export async function nodeLintOptions(): Promise<NodeLintSetup> {
  const notes: string[] = [];

  let docValidator: (id: string) => ((v: unknown) => LintValidationError[]) | undefined;
  let widgetValidator: ((schema: WidgetLike['schema']) => (v: unknown) => LintValidationError[]) | undefined;
  try {
    const validation = await import('../../validation/index');
    try {
      const rc = await import('../../validation/runtime-compiler');
      rc.installRuntimeCompiler();
    } catch {
      if (!validation.hasRuntimeCompiler()) {
        const { default: Ajv } = await import('ajv');
        const ajv = new Ajv({ allErrors: true, strict: false });
        validation.setRuntimeCompiler((schema) => {
          const copy = { ...schema };
          delete copy.$id;
          return validation.wrapAjv(ajv.compile(copy));
        });
      }
    }
    docValidator = (id) => validation.getValidator(id);
    widgetValidator = (schema) => validation.validatorFor(schema);
  } catch (e) {
    notes.push(`precompiled validators unavailable (${errorText(e)}); compiling schemas/*.schema.json at run time`);
    docValidator = await runtimeDocValidators(notes);
  }

  let widgets: WidgetLike[] | undefined;
  try {
    const mod = await importIfExists(path.join(REPO_ROOT, 'widgets/index.ts'));
    const list = mod?.widgets ?? mod?.default;
    if (Array.isArray(list)) widgets = list as WidgetLike[];
    else notes.push('widgets/index.ts (export const widgets) not found; widget types and props are not checked');
  } catch (e) {
    notes.push(`widgets/index.ts could not be loaded (${errorText(e)}); widget types and props are not checked`);
  }
  const byType = new Map((widgets ?? []).map((w) => [w.type, w]));
  if (widgets && !widgetValidator) {
    const { default: Ajv } = await import('ajv');
    const { fromAjvErrorsLocal } = await import('./ajvErrors');
    const ajv = new Ajv({ allErrors: true, strict: false });
    widgetValidator = (schema) => {
      const copy = { ...schema };
      delete copy.$id;
      const fn = ajv.compile(copy);
      return (v) => (fn(v) ? [] : fromAjvErrorsLocal(fn.errors));
    };
  }

  const validate: LintValidate = (schemaId, value) => {
    if (schemaId.startsWith('widget/')) {
      const def = byType.get(schemaId.slice('widget/'.length));
      if (!def || !widgetValidator) return undefined;
      // Instance props override the widget's defaults, as when the page renders.
      const props = isPlainObject(value) && isPlainObject(def.defaults) ? { ...def.defaults, ...value } : value;
      try {
        return widgetValidator(def.schema)(props);
      } catch (e) {
        return [{ pointer: '', message: `cannot validate props: ${errorText(e)}` }];
      }
    }
    return docValidator(schemaId)?.(value);
  };

  const opts: LintOptions = {
    widgetTypes: widgets ? [...byType.keys()].sort() : undefined,
    pageKinds: PAGE_KINDS,
    validate,
    widgetVariants: widgets ? Object.fromEntries(widgets.map((w) => [w.type, Object.keys(w.variants ?? {})])) : undefined,
  };
  return { opts, notes };
}

export interface CliIo {
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CliResult {
  code: number;
  issues: LintIssue[];
  files: number;
}

/** `validate-config [dir...]`: lints each directory (default site-configs/), prints, returns the exit code. */
export async function runValidateConfig(
  args: readonly string[],
  io: CliIo = { cwd: process.cwd(), out: (l) => console.log(l), err: (l) => console.error(l) },
  setup?: NodeLintSetup,
): Promise<CliResult> {
  const dirs = args.filter((a) => !a.startsWith('-'));
  if (dirs.length === 0) dirs.push('site-configs');
  const { opts, notes } = setup ?? (await nodeLintOptions());
  for (const n of notes) io.err(`note: ${n}`);

  let all: LintIssue[] = [];
  let files = 0;
  let failed = false;
  for (const dir of dirs) {
    let loaded: ConfigDir;
    try {
      loaded = await readConfigDir(dir, io.cwd);
    } catch (e) {
      io.err(errorText(e));
      failed = true;
      continue;
    }
    let issues = lintFiles(loaded.files, { ...opts, partialTree: loaded.partialTree || opts.partialTree });
    if (loaded.only) {
      const only = loaded.only;
      issues = issues.filter((i) => i.file.startsWith(only));
      files += loaded.files.filter((f) => f.path.startsWith(only)).length;
    } else files += loaded.files.length;
    all = all.concat(issues);
  }
  all = sortIssues(all);
  for (const i of all) io.out(formatIssue(i));
  const { errors, warnings } = summarize(all);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  io.out(
    errors || warnings
      ? `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')}`
      : `no issues in ${plural(files, 'file')}`,
  );
  return { code: errors > 0 || failed ? 1 : 0, issues: all, files };
}
