/**
 * Validation facade. In the browser only precompiled (ajv standalone) validators exist, so no
 * ajv compiler lands in the client bundle; they are a lazily loaded chunk (`ensureValidators()`),
 * because a server-rendered page hydrates from already validated data and needs them only on
 * client-side navigation. Node code (server, tests, linter) installs them synchronously together
 * with a runtime compiler (runtime-compiler.ts) for schemas that were not precompiled, e.g. a
 * widget defined inside a test.
 */

export interface ValidationError {
  /** JSON pointer into the validated value, '' for the root. */
  pointer: string;
  message: string;
  keyword?: string;
}

export type Validate = (data: unknown) => ValidationError[];

export interface JsonSchema {
  $id?: string;
  [key: string]: unknown;
}

interface AjvLikeError {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
}
type AjvLikeFn = ((data: unknown) => boolean) & { errors?: AjvLikeError[] | null };

interface PrecompiledTables {
  validators: Record<string, unknown>;
  schemaDefaults: Record<string, unknown>;
}

let tables: PrecompiledTables | undefined;
let loading: Promise<void> | undefined;
const wrapped = new Map<string, Validate>();
let runtimeCompiler: ((schema: JsonSchema) => Validate) | undefined;

/** Turn ajv errors into our pointer + message form; missing properties point at the property. */
export function fromAjvErrors(errors: AjvLikeError[] | null | undefined): ValidationError[] {
  if (!errors) return [];
  return errors.map((e) => {
    let pointer = e.instancePath;
    let message = e.message ?? e.keyword;
    if (e.keyword === 'required' && e.params && typeof e.params.missingProperty === 'string') {
      message = `must have required property '${e.params.missingProperty}'`;
    } else if (e.keyword === 'additionalProperties' && e.params && typeof e.params.additionalProperty === 'string') {
      pointer = `${pointer}/${escapePointer(e.params.additionalProperty)}`;
      message = `unknown property '${e.params.additionalProperty}'`;
    } else if (e.keyword === 'enum' && e.params && Array.isArray(e.params.allowedValues)) {
      message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    return { pointer, message, keyword: e.keyword };
  });
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function wrapAjv(fn: AjvLikeFn): Validate {
  return (data) => (fn(data) ? [] : fromAjvErrors(fn.errors));
}

/** Make the generated validators available (node: at start-up; browser: via ensureValidators). */
export function installPrecompiled(t: PrecompiledTables): void {
  tables = t;
  wrapped.clear();
}

/** Load the precompiled validators chunk once; resolves at once when already installed. */
export function ensureValidators(): Promise<void> {
  if (tables) return Promise.resolve();
  loading ??= import('../../schemas/generated/validators.js').then((m) => installPrecompiled(m as unknown as PrecompiledTables));
  return loading;
}

/** Whether schemas can be checked synchronously now (precompiled tables or a runtime compiler). */
export function validationReady(): boolean {
  return tables !== undefined || runtimeCompiler !== undefined;
}

/** The precompiled validator for a schema $id, if `npm run gen` produced one. */
export function getValidator(schemaId: string): Validate | undefined {
  const cached = wrapped.get(schemaId);
  if (cached) return cached;
  const fn = tables?.validators[schemaId] as AjvLikeFn | undefined;
  if (!fn) return undefined;
  const v = wrapAjv(fn);
  wrapped.set(schemaId, v);
  return v;
}

/** Node only: compile schemas that have no precompiled validator. */
export function setRuntimeCompiler(compile: (schema: JsonSchema) => Validate): void {
  runtimeCompiler = compile;
}

export function hasRuntimeCompiler(): boolean {
  return runtimeCompiler !== undefined;
}

/**
 * A validator for a schema: the precompiled one when its $id was generated and the schema is
 * unchanged, else the runtime compiler (node), else an error naming the schema.
 */
export function validatorFor(schema: JsonSchema): Validate {
  const id = schema.$id;
  if (id) {
    const pre = getValidator(id);
    if (pre) return pre;
  }
  if (runtimeCompiler) return runtimeCompiler(schema);
  throw new Error(
    `No precompiled validator for schema ${id ?? '(no $id)'}; run \`npm run gen\` to generate it.`,
  );
}

/** The schema's top-level `default`, used when a config part fails validation. */
export function defaultFor(schemaId: string): unknown {
  const d = tables?.schemaDefaults[schemaId];
  return d === undefined ? undefined : structuredClone(d);
}
