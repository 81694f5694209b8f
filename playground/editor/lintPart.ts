/**
 * Live validation of one edited part. The text goes through the config linter core
 * (engine/config/lint: JSON syntax, duplicate keys, the part's schema, and for layouts the widget
 * checks: registered types, props against each widget's schema, page kind, duplicate ids, variants),
 * then each issue gets the text range the editor underlines. Pure: no DOM, no CodeMirror.
 */
import type { Node } from 'jsonc-parser';
import { lintFiles, parseJson, resolvePointer, type LintIssue, type LintValidate, type LintValidationError } from '../../engine/config/lint';
import { getValidator, validatorFor } from '../../engine/validation';
import { PAGE_KINDS } from '../../engine/routing/pageKinds';
import { CHANNEL_SLOT } from '../../engine/render/builtins';
import type { WidgetRegistry } from '../../engine/registry/registry';
import { PART_INFO, type PartKey } from '../parts';

export interface PartIssue {
  /** Text range to underline (offsets). */
  from: number;
  to: number;
  /** 1-based. */
  line: number;
  column: number;
  /** JSON pointer into the part's value, '' for the root. */
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
  rule: string;
}

export interface LintContext {
  registry: WidgetRegistry;
  /** The page kind of the edited layout. */
  pageKind: string;
}

/**
 * The linter works on site-configs files; each part is given to it as a file in the defaults layer
 * (no cross-file site checks apply there) whose name maps to the part's API schema. Names that the
 * linter treats specially as site-only files (site.json, channels.json, modules.json) are avoided.
 */
function lintNameOf(part: PartKey, pageKind: string): string {
  if (part === 'layout') return `layouts/${pageKind}.json`;
  return `playground-${part}.json`;
}

function schemaTable(): Record<string, string> {
  const table: Record<string, string> = { 'layouts/*.json': PART_INFO.layout.schemaId };
  for (const info of Object.values(PART_INFO)) if (info.key !== 'layout') table[`playground-${info.key}.json`] = info.schemaId;
  return table;
}

/** Validation as the engine does it: precompiled validators, then widget schemas from the registry. */
export function validateFor(registry: WidgetRegistry): LintValidate {
  const validate: LintValidate = (schemaId, value) => {
    const pre = getValidator(schemaId);
    if (pre) return pre(value);
    if (schemaId === 'module-list') return validateModuleList(validate, value);
    if (schemaId.startsWith('widget/')) {
      const def = registry.get(schemaId.slice('widget/'.length));
      if (!def) return undefined;
      try {
        return validatorFor(def.schema)(value);
      } catch {
        return undefined;
      }
    }
    return undefined;
  };
  return validate;
}

/** A module list is an array of module instances (used when no 'module-list' validator exists). */
function validateModuleList(validate: LintValidate, value: unknown): LintValidationError[] | undefined {
  if (!Array.isArray(value)) return [{ pointer: '', message: 'must be array', keyword: 'type' }];
  const out: LintValidationError[] = [];
  for (let i = 0; i < value.length; i++) {
    const errors = validate('module-instance', value[i]);
    if (errors === undefined) return undefined;
    for (const e of errors) out.push({ ...e, pointer: `/${i}${e.pointer}` });
  }
  return out;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

function isContainer(n: Node): boolean {
  return n.type === 'object' || n.type === 'array';
}

/** The range to underline for an issue starting at `from`: the key or scalar there, else one character. */
function rangeOf(root: Node | undefined, pointer: string, from: number, length: number): { from: number; to: number } {
  const clampFrom = Math.max(0, Math.min(from, Math.max(0, length - 1)));
  const fallback = { from: clampFrom, to: Math.min(length, clampFrom + 1) };
  if (!root) return fallback;
  const target = resolvePointer(root, pointer);
  for (const n of [target.keyNode, target.node]) {
    if (n && n.offset === from) return isContainer(n) ? fallback : { from, to: n.offset + n.length };
  }
  return fallback;
}

/** Widget checks for a channel module list (the linter does them for layouts and modules.json). */
function checkModuleList(value: unknown, ctx: LintContext, validate: LintValidate, out: Omit<PartIssue, 'line' | 'column' | 'from' | 'to'>[]): void {
  if (!Array.isArray(value)) return;
  value.forEach((inst: unknown, i) => {
    if (!inst || typeof inst !== 'object' || Array.isArray(inst)) return;
    const m = inst as Record<string, unknown>;
    if (typeof m.type !== 'string') return;
    if (!ctx.registry.has(m.type)) {
      out.push({ pointer: `/${i}/type`, message: `unknown widget type '${m.type}'`, severity: 'error', rule: 'unknown-widget-type' });
      return;
    }
    const errors = validate(`widget/${m.type}`, m.props ?? {});
    for (const e of errors ?? []) out.push({ pointer: `/${i}/props${e.pointer}`, message: e.message, severity: 'error', rule: 'widget-props' });
  });
}

/** Lint the text of a part. Issues are sorted by position. */
export function lintPart(part: PartKey, text: string, ctx: LintContext): PartIssue[] {
  const validate = validateFor(ctx.registry);
  const name = lintNameOf(part, ctx.pageKind);
  const variants: Record<string, string[]> = {};
  for (const def of ctx.registry.all()) if (def.variants) variants[def.type] = Object.keys(def.variants);
  let issues: LintIssue[];
  try {
    issues = lintFiles([{ path: name, rel: `defaults/${name}`, text }], {
      widgetTypes: [...ctx.registry.types(), CHANNEL_SLOT],
      pageKinds: PAGE_KINDS,
      validate,
      docSchemaByFile: schemaTable(),
      widgetVariants: variants,
      partialTree: true,
    });
  } catch (err) {
    issues = [
      {
        file: name,
        line: 1,
        column: 1,
        pointer: '',
        message: `linter failed: ${err instanceof Error ? err.message : String(err)}`,
        severity: 'warning',
        rule: 'linter',
      },
    ];
  }
  const starts = lineStarts(text);
  const { root } = parseJson(text);
  const out: PartIssue[] = issues.map((i) => {
    const from = (starts[i.line - 1] ?? 0) + i.column - 1;
    return {
      ...rangeOf(root, i.pointer, from, text.length),
      line: i.line,
      column: i.column,
      pointer: i.pointer,
      message: i.message,
      severity: i.severity,
      rule: i.rule,
    };
  });
  if (part === 'moduleList' && !out.some((i) => i.rule === 'json-syntax')) {
    const extra: Omit<PartIssue, 'line' | 'column' | 'from' | 'to'>[] = [];
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      value = undefined;
    }
    checkModuleList(value, ctx, validate, extra);
    for (const e of extra) {
      const target = root ? resolvePointer(root, e.pointer) : undefined;
      const from = target ? target.node.offset : 0;
      const { line, column } = positionOf(starts, from);
      out.push({ ...e, ...rangeOf(root, e.pointer, from, text.length), line, column });
    }
  }
  return out.sort((a, b) => a.from - b.from || a.line - b.line);
}

function positionOf(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

/** Whether the text parses as JSON (the preview needs that; schema errors it shows itself). */
export function syntaxErrorOf(text: string): { line: number; column: number; message: string } | undefined {
  const { syntax } = parseJson(text);
  if (!syntax) return undefined;
  return { ...positionOf(lineStarts(text), syntax.offset), message: syntax.message };
}
