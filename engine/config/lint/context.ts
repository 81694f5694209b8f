/** Shared pieces of the linter core: parsed documents and the issue list. */
import type { Node } from 'jsonc-parser';
import type { LintFile, LintIssue, LintSeverity, LintValidationError } from './types';
import { LineMap, resolvePointer } from './positions';
import type { FilePlace } from './files';

export interface Doc {
  file: LintFile;
  place: FilePlace;
  lines: LineMap;
  root: Node | undefined;
  /** The parsed value; undefined when the file has a syntax error. */
  value: unknown;
  /** Parsed without syntax errors. */
  ok: boolean;
}

export class IssueList {
  readonly items: LintIssue[] = [];

  /** An issue at a node (its first character), or at `offset`, or at the start of the file. */
  add(doc: Doc, at: Node | number | undefined, pointer: string, message: string, rule: string, severity: LintSeverity = 'error'): void {
    const offset = typeof at === 'number' ? at : at ? at.offset : 0;
    const { line, column } = doc.lines.position(offset);
    this.items.push({ file: doc.file.path, line, column, pointer, message, severity, rule });
  }
}

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
export function reportSchemaErrors(
  doc: Doc,
  basePointer: string,
  errors: readonly LintValidationError[],
  rule: string,
  issues: IssueList,
): void {
  if (!doc.root) return;
  const seen = new Set<string>();
  for (const e of errors) {
    const pointer = basePointer + (e.pointer === '/' ? '' : e.pointer);
    const key = `${pointer}\u0000${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const target = resolvePointer(doc.root, pointer);
    const node = target.exact && target.keyNode && isUnknownPropertyError(e) ? target.keyNode : target.node;
    issues.add(doc, node, pointer, e.message, rule);
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
