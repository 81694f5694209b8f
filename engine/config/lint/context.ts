/** Shared pieces of the linter core: parsed documents, site folders, the issue list, message helpers. */
import type { Node } from 'jsonc-parser';
import type { LintFile, LintIssue, LintOptions, LintSeverity, LintValidationError } from './types';
import { LineMap, resolvePointer, type SyntaxProblem } from './positions';
import { DOC_SCHEMAS, docSchemaFor, type FilePlace } from './files';

export interface Doc {
  file: LintFile;
  place: FilePlace;
  /** Sits where site-configs files go (see files.ts misplacement). */
  placed: boolean;
  lines: LineMap;
  root: Node | undefined;
  /** jsonc-parser's first syntax error, if any (then `root` is a partial tree). */
  syntax: SyntaxProblem | undefined;
  /** JSON.parse's message when it rejects a text jsonc-parser accepted (rare: e.g. a control character). */
  parseFailure: string | undefined;
  /** The parsed value; undefined when the file has a syntax error. */
  value: unknown;
  /** Parsed without syntax errors. */
  ok: boolean;
}

/** The files of one sites/<sld>/ folder. */
export interface SiteFolder {
  sld: string;
  docs: Doc[];
  site?: Doc;
  channels?: Doc;
  modules?: Doc;
}

export class IssueList {
  readonly items: LintIssue[] = [];

  /** An issue at a node (its first character), or at `offset`, or at the start of the file. */
  add(doc: Doc, at: Node | number | undefined, pointer: string, message: string, rule: string, severity: LintSeverity): void {
    const offset = typeof at === 'number' ? at : at ? at.offset : 0;
    const { line, column } = doc.lines.position(offset);
    this.items.push({ file: doc.file.path, line, column, pointer, message, severity, rule });
  }
}

/** Reports issues of one rule (its id and severity come from the rule's meta). */
export type Report = (doc: Doc, at: Node | number | undefined, pointer: string, message: string) => void;

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** How a value is named in messages: strings quoted, numbers bare. */
export function fmt(v: unknown): string {
  return typeof v === 'string' ? `'${v}'` : JSON.stringify(v) ?? String(v);
}

export function positionText(doc: Doc, node: Node | undefined): string {
  const { line, column } = doc.lines.position(node?.offset ?? 0);
  return `${line}:${column}`;
}

/** Ids (channel, site) compare by their text: 12 and "12" are the same (module list keys are text). */
export function idKey(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && v !== '') return v;
  return undefined;
}

/** The doc schema id of a placed file ('doc/header', ...); undefined when no schema describes it. */
export function docSchemaIdOf(doc: Doc, opts: LintOptions): string | undefined {
  return docSchemaFor(doc.place.name, opts.docSchemaByFile ?? DOC_SCHEMAS);
}

const docErrorsCache = new WeakMap<Doc, LintValidationError[] | undefined>();

/**
 * The file's value validated against its doc schema (once per document: the 'schema' and
 * 'no-schema' rules both ask). undefined when there is no schema or no validator for it.
 */
export function docSchemaErrors(doc: Doc, opts: LintOptions): LintValidationError[] | undefined {
  if (docErrorsCache.has(doc)) return docErrorsCache.get(doc);
  const schemaId = docSchemaIdOf(doc, opts);
  const errors = schemaId === undefined ? undefined : opts.validate(schemaId, doc.value);
  docErrorsCache.set(doc, errors);
  return errors;
}

function isUnknownPropertyError(e: LintValidationError): boolean {
  return (
    e.keyword === 'additionalProperties' ||
    e.keyword === 'unevaluatedProperties' ||
    /^unknown property\b/.test(e.message) ||
    /must NOT have (additional|unevaluated) properties/.test(e.message)
  );
}

/**
 * Reports schema errors of a value found at `basePointer` in `doc`, each at the node its pointer
 * names: the property key for an unknown property, the object for a missing required property
 * (ajv points there), the value otherwise; the nearest existing ancestor if the node is absent.
 */
export function reportSchemaErrors(doc: Doc, basePointer: string, errors: readonly LintValidationError[], report: Report): void {
  if (!doc.root) return;
  const seen = new Set<string>();
  for (const e of errors) {
    const pointer = basePointer + (e.pointer === '/' ? '' : e.pointer);
    const key = `${pointer}\u0000${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const target = resolvePointer(doc.root, pointer);
    const node = target.exact && target.keyNode && isUnknownPropertyError(e) ? target.keyNode : target.node;
    report(doc, node, pointer, e.message);
  }
}

/** The closest candidate within a small edit distance, for "did you mean" hints. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  const limit = Math.max(1, Math.floor(word.length / 3));
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestD && d <= limit) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return Infinity;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

export function withHint(message: string, hint: string | undefined): string {
  return hint ? `${message} (did you mean '${hint}'?)` : message;
}
