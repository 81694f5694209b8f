/**
 * Types of the config linter. The core (everything in engine/config/lint/ except node.ts and the
 * tests' testing.ts) is pure: no node modules, so the playground runs it in the browser.
 */

export type LintSeverity = 'error' | 'warning';

export interface LintIssue {
  /** The file's `path` as given to lintFiles. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column (UTF-16 code units, as editors count them). */
  column: number;
  /** JSON pointer of the offending node, '' for the document root. */
  pointer: string;
  message: string;
  severity: LintSeverity;
  /** Rule id, e.g. 'schema', 'duplicate-channel-id' (the rule's folder under lint/rules/). */
  rule: string;
}

export interface LintFile {
  /** The path shown in issues (the CLI passes it relative to the working directory). */
  path: string;
  text: string;
  /**
   * Path relative to the site-configs root, e.g. 'defaults/header.json',
   * 'sites/cmg/layouts/home.json'. Derived from `path` when absent (the last `defaults/` or
   * `sites/<sld>/` in it).
   */
  rel?: string;
}

/** One schema error: a JSON pointer into the validated value and a message. */
export interface LintValidationError {
  pointer: string;
  message: string;
  /** ajv keyword when known ('required', 'additionalProperties', ...). */
  keyword?: string;
}

/**
 * Validates `value` against the schema with this $id (doc schemas 'doc/header', ... and widget
 * prop schemas 'widget/<type>'). Returns `undefined` when no schema with that id is known.
 */
export type LintValidate = (schemaId: string, value: unknown) => LintValidationError[] | undefined;

export interface LintOptions {
  /**
   * Registered widget types; module instances naming another type are errors. `undefined` when the
   * widget registry is not available: widget types and props are then not checked.
   */
  widgetTypes: readonly string[] | undefined;
  /** Known page kinds (engine/routing/pageKinds PAGE_KINDS). */
  pageKinds: readonly string[];
  validate: LintValidate;
  /**
   * Doc schema id by file name relative to a layer folder ('header.json' -> 'doc/header',
   * 'layouts/*.json' -> 'doc/layout'); schemas/catalog.ts DOC_SCHEMA_BY_FILE when absent.
   */
  docSchemaByFile?: Readonly<Record<string, string>>;
  /**
   * Built-in types a layout region may name besides widgets: slots the engine expands
   * (engine/render/builtins CHANNEL_SLOT, where a channel page's module list goes). Not allowed in
   * module lists; they take no props. Default: [CHANNEL_SLOT].
   */
  layoutSlotTypes?: readonly string[];
  /** Variants each widget type defines; when given, an unknown `variant` is a warning. */
  widgetVariants?: Readonly<Record<string, readonly string[]>>;
  /**
   * The files are not the whole tree (e.g. one site folder linted alone): references to sites that
   * are not among the files (memberSiteIds) are not reported.
   */
  partialTree?: boolean;
  /** Maximum menu depth; 3 unless given. */
  maxMenuDepth?: number;
}
