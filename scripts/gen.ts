/**
 * `npm run gen` — generate TS types and precompiled validators from the JSON Schemas.
 *
 * Reads schemas/*.schema.json (entities), schemas/doc/*.schema.json (site-configs documents) and
 * widgets/<family>/<name>/schema.json (widget props, $id `widget/<type>`), and writes:
 *   schemas/generated/types.ts       all TS types (json-schema-to-typescript), one declaration per
 *                                    entity / nested titled object, widget props as `<Type>Props`
 *   schemas/generated/validators.js  ajv standalone ESM code: `validators` and `schemaDefaults`,
 *                                    keyed by $id; imports only ajv runtime helpers (no compiler)
 *   schemas/generated/validators.d.ts
 *   schemas/generated/endpoints.ts   the data client's operations: method, path, parameter and answer
 *                                    types, from the API's route declarations (./gen-endpoints.ts)
 *
 * `npm run gen -- --check` writes nothing and exits 1 listing the stale files.
 * Output is deterministic (inputs sorted by file / $id).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { generateEndpoints } from './gen-endpoints';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const HEADER = '// generated — do not edit. Source: schemas/*.schema.json, widgets/*/*/schema.json; run `npm run gen` (scripts/gen.ts).';

/** The generated files, relative to the repository root. */
export const GENERATED_FILES = [
  'schemas/generated/types.ts',
  'schemas/generated/validators.js',
  'schemas/generated/validators.d.ts',
  'schemas/generated/endpoints.ts',
] as const;

/** Type names that must exist in types.ts (docs/architecture.md). */
export const REQUIRED_TYPE_NAMES = [
  'Site', 'HeaderConfig', 'CustomButton', 'FooterConfig', 'PublicationConfig', 'AggregatedConfig', 'BasicInfo',
  'ToolEntry', 'ToolList', 'Channel', 'ChannelList', 'SearchConfigEntry', 'SearchConfigList', 'SearchOption',
  'SearchTypeOption', 'CommonCodes', 'SitePower', 'FunctionalControl', 'FunctionalControlList', 'AiqaConfig',
  'AppInfo', 'ModuleInstance', 'Layout', 'ModuleLists', 'Envelope',
] as const;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

export interface LoadedSchema {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  $id: string;
  kind: 'entity' | 'document' | 'widget';
  /** TS type name (entities and widgets). */
  typeName?: string;
  schema: JsonObject;
}

function readJson(file: string): JsonObject {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as JsonObject;
  } catch (e) {
    throw new Error(`${path.relative(ROOT, file)}: invalid JSON: ${(e as Error).message}`);
  }
}

function listFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => path.join(dir, f));
}

function rel(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** 'widget/site-header' -> 'SiteHeaderProps'. */
export function widgetTypeName(type: string): string {
  return (
    type
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('') + 'Props'
  );
}

/** Every schema the generator compiles: entities, documents, widget props; sorted, ids checked. */
export function loadSchemas(root: string = ROOT): LoadedSchema[] {
  const out: LoadedSchema[] = [];
  for (const file of listFiles(path.join(root, 'schemas'), '.schema.json')) {
    const schema = readJson(file);
    const id = schema.$id;
    const title = schema.title;
    if (typeof id !== 'string' || !id) throw new Error(`${rel(root, file)}: missing $id`);
    if (typeof title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(title)) {
      throw new Error(`${rel(root, file)}: title must be the TS type name (PascalCase), got ${JSON.stringify(title)}`);
    }
    out.push({ file: rel(root, file), $id: id, kind: 'entity', typeName: title, schema });
  }
  for (const file of listFiles(path.join(root, 'schemas', 'doc'), '.schema.json')) {
    const schema = readJson(file);
    const id = schema.$id;
    if (typeof id !== 'string' || !id.startsWith('doc/')) throw new Error(`${rel(root, file)}: $id must be "doc/<part>"`);
    out.push({ file: rel(root, file), $id: id, kind: 'document', schema });
  }
  const widgetsDir = path.join(root, 'widgets');
  if (existsSync(widgetsDir)) {
    for (const family of readdirSync(widgetsDir).sort()) {
      const familyDir = path.join(widgetsDir, family);
      if (!statSync(familyDir).isDirectory()) continue;
      for (const name of readdirSync(familyDir).sort()) {
        const file = path.join(familyDir, name, 'schema.json');
        if (!existsSync(file)) continue;
        const schema = readJson(file);
        let id = schema.$id;
        if (id === undefined) {
          id = `widget/${name}`;
          schema.$id = id;
        }
        if (typeof id !== 'string' || !/^widget\/[a-z][a-z0-9-]*$/.test(id)) {
          throw new Error(`${rel(root, file)}: $id must be "widget/<type>", got ${JSON.stringify(id)}`);
        }
        out.push({ file: rel(root, file), $id: id, kind: 'widget', typeName: widgetTypeName(id.slice('widget/'.length)), schema });
      }
    }
  }
  const seenIds = new Map<string, string>();
  const seenTypes = new Map<string, string>();
  for (const s of out) {
    const prev = seenIds.get(s.$id);
    if (prev) throw new Error(`duplicate $id "${s.$id}" in ${prev} and ${s.file}`);
    seenIds.set(s.$id, s.file);
    if (s.typeName) {
      const prevT = seenTypes.get(s.typeName);
      if (prevT) throw new Error(`duplicate type name "${s.typeName}" from ${prevT} and ${s.file}`);
      seenTypes.set(s.typeName, s.file);
    }
  }
  return out;
}

/** Resolve a $ref against the $id of the schema it appears in: [target $id ('' = same), fragment]. */
export function resolveRef(baseId: string, ref: string): [string, string] {
  const hash = ref.indexOf('#');
  const uri = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  if (!uri) return ['', fragment];
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri)) return [uri, fragment];
  const resolved = new URL(uri, `schema:///${baseId}`).pathname.replace(/^\//, '');
  return [resolved, fragment];
}

/** Schema keywords whose value is a subschema, a map of subschemas or an array of subschemas. */
const SUBSCHEMA_ONE = ['additionalProperties', 'items', 'not', 'propertyNames', 'contains', 'additionalItems', 'if', 'then', 'else'];
const SUBSCHEMA_MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const SUBSCHEMA_LIST = ['anyOf', 'oneOf', 'allOf', 'items'];

/** A copy of a schema with `fn` applied to it and every subschema (bottom-up); other values are copied as they are. */
export function mapSchema(schema: JsonObject, fn: (sub: JsonObject, isRoot: boolean) => JsonObject, isRoot = true): JsonObject {
  const copy: JsonObject = structuredClone(schema);
  const visit = (v: Json): Json => (v && typeof v === 'object' && !Array.isArray(v) ? mapSchema(v, fn, false) : v);
  for (const k of SUBSCHEMA_ONE) if (copy[k] && typeof copy[k] === 'object' && !Array.isArray(copy[k])) copy[k] = visit(copy[k]!);
  for (const k of SUBSCHEMA_LIST) if (Array.isArray(copy[k])) copy[k] = (copy[k] as Json[]).map(visit);
  for (const k of SUBSCHEMA_MAP) {
    const m = copy[k];
    if (m && typeof m === 'object' && !Array.isArray(m)) {
      const out: JsonObject = {};
      for (const [name, sub] of Object.entries(m)) out[name] = Array.isArray(sub) ? sub : visit(sub);
      copy[k] = out;
    }
  }
  return fn(copy, isRoot);
}

// ---------------------------------------------------------------------------------------------
// types.ts

const ROOT_TYPE = 'MastheadGeneratedRoot';

/** Keywords that give a subschema a shape; a subschema with none of them is typed `unknown`. */
const TYPE_KEYWORDS = [
  'type', '$ref', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'not', 'properties', 'additionalProperties',
  'patternProperties', 'items', 'tsType', 'required',
];

async function generateTypes(schemas: LoadedSchema[]): Promise<string> {
  const typed = schemas.filter((s) => s.typeName).sort((a, b) => a.typeName!.localeCompare(b.typeName!));
  const typeById = new Map(typed.map((s) => [s.$id, s.typeName!]));
  const definitions: JsonObject = {};
  for (const s of typed) {
    const body = mapSchema(s.schema, (obj, isRoot) => {
      // A schema that constrains nothing (e.g. Envelope.data) is `unknown`, not an open object.
      if (!isRoot && !TYPE_KEYWORDS.some((k) => k in obj)) obj.tsType = 'unknown';
      if (typeof obj.$ref === 'string') {
        const [target, fragment] = resolveRef(s.$id, obj.$ref);
        const targetType = target ? typeById.get(target) : s.typeName;
        if (!targetType) throw new Error(`${s.file}: $ref "${obj.$ref}" points at no known schema`);
        obj.$ref = `#/definitions/${targetType}${fragment.replace(/^\//, '') ? '/' + fragment.replace(/^\//, '') : ''}`;
      }
      return obj;
    });
    delete body.$id;
    delete body.$schema;
    body.title = s.typeName!;
    definitions[s.typeName!] = body;
  }
  const rootSchema = {
    title: ROOT_TYPE,
    type: 'object',
    additionalProperties: false,
    properties: {},
    definitions,
  };
  let ts = await compile(rootSchema as unknown as JSONSchema, ROOT_TYPE, {
    bannerComment: '',
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    unknownAny: true,
    format: true,
    cwd: ROOT,
    style: { printWidth: 110, singleQuote: true },
  });
  // Drop the synthetic root (interface and the "referenced by" notes json-schema-to-typescript adds).
  const note = `\\* This interface was referenced by \`${ROOT_TYPE}\`'s JSON-Schema\\n \\* via the \`definition\` "[A-Za-z0-9_]+"\\.\\n`;
  ts = ts
    .replace(new RegExp(`/\\*\\*\\n \\*\\n? ?${note} \\*/\\n`, 'g'), '')
    .replace(new RegExp(` \\*\\n \\*?${note}`, 'g'), '')
    .replace(new RegExp(` ${note}`, 'g'), '')
    .replace(new RegExp(`(/\\*\\*[^*]*\\*/\\n)?export interface ${ROOT_TYPE} \\{\\}\\n*`), '');
  if (ts.includes(ROOT_TYPE)) throw new Error('could not strip the synthetic root type from the generated types');

  const declared = new Set([...ts.matchAll(/^export (?:type|interface) ([A-Za-z0-9_]+)/gm)].map((m) => m[1]!));
  for (const name of [...REQUIRED_TYPE_NAMES, ...typed.map((s) => s.typeName!)]) {
    if (!declared.has(name)) throw new Error(`generated types lack "${name}"`);
  }
  const numbered = [...declared].filter((n) => /[A-Za-z]\d+$/.test(n) && !typed.some((s) => s.typeName === n));
  if (numbered.length) {
    throw new Error(`duplicate nested titles produced numbered types ${numbered.join(', ')}; give the nested schemas unique titles`);
  }

  const widgets = typed.filter((s) => s.kind === 'widget').sort((a, b) => a.$id.localeCompare(b.$id));
  const ids = schemas.map((s) => s.$id).sort();
  const tail = [
    '',
    '// ---- helpers (generated by scripts/gen.ts) ----',
    '',
    '/** Every schema $id known to the generator (entities, documents, widgets). */',
    `export type SchemaId =\n${ids.map((id) => `  | ${JSON.stringify(id)}`).join('\n')};`,
    '',
    '/** A site-configs object document: the entity plus `schemaVersion` (e.g. header.json). */',
    'export type ConfigDocument<T> = T & { schemaVersion: 1; $schema?: string };',
    '',
    '/** A site-configs list document: `{ schemaVersion, items }` (tools, channels, search-config, functional-control). */',
    'export interface ListDocument<T> {',
    '  schemaVersion: 1;',
    '  $schema?: string;',
    '  items: T[];',
    '}',
    '',
    '/** site-configs sites/<sld>/modules.json. */',
    'export interface ModuleListsDocument {',
    '  schemaVersion: 1;',
    '  $schema?: string;',
    '  lists: ModuleLists;',
    '}',
    '',
    '/** site-configs search-options.json. */',
    'export interface SearchOptionsDocument {',
    '  schemaVersion: 1;',
    '  $schema?: string;',
    '  byType: { [resourceType: string]: SearchOption[] };',
    '}',
    '',
    '/** Widget props by widget type (from widgets/<family>/<name>/schema.json). */',
    widgets.length
      ? `export interface WidgetPropsByType {\n${widgets.map((w) => `  ${JSON.stringify(w.$id.slice('widget/'.length))}: ${w.typeName};`).join('\n')}\n}`
      : '// eslint-disable-next-line @typescript-eslint/no-empty-interface\nexport interface WidgetPropsByType {}',
    '',
  ].join('\n');
  return `${HEADER}\n/* eslint-disable */\n\n${ts.trimEnd()}\n${tail}`;
}

// ---------------------------------------------------------------------------------------------
// validators.js

function exportNameOf(id: string): string {
  return 'validate_' + id.replace(/[^A-Za-z0-9]/g, '_');
}

function generateValidators(schemas: LoadedSchema[]): { js: string; dts: string } {
  const sorted = [...schemas].sort((a, b) => (a.$id < b.$id ? -1 : a.$id > b.$id ? 1 : 0));
  const ajv = new Ajv({ code: { source: true, esm: true, lines: true }, allErrors: true, strict: false, inlineRefs: false });
  for (const s of sorted) ajv.addSchema(s.schema as object);
  const mapping: Record<string, string> = {};
  for (const s of sorted) {
    const name = exportNameOf(s.$id);
    if (mapping[name]) throw new Error(`export name clash: ${mapping[name]} and ${s.$id}`);
    mapping[name] = s.$id;
  }
  let code = standaloneCode(ajv, mapping);

  // ajv's ESM output still uses require() for its runtime helpers; turn those into imports.
  const imports: string[] = [];
  code = code.replace(/const (\w+) = require\("(ajv\/dist\/runtime\/[\w]+)"\)\.default;/g, (_m, name: string, mod: string) => {
    imports.push(`import ${name}_module from "${mod}.js";`);
    return `const ${name} = typeof ${name}_module === "function" ? ${name}_module : ${name}_module.default;`;
  });
  if (/\brequire\(/.test(code)) {
    const m = /require\([^)]*\)/.exec(code);
    throw new Error(`generated validators still require a module (${m?.[0]}); only ajv runtime helpers are allowed (avoid "format")`);
  }
  if (/new Ajv|from "ajv"|require\("ajv"\)/.test(code)) throw new Error('generated validators reference the ajv compiler');
  code = code.replace(/^"use strict";\n?/, '');

  const validatorsObj = sorted.map((s) => `  ${JSON.stringify(s.$id)}: ${exportNameOf(s.$id)},`).join('\n');
  const defaults: Record<string, unknown> = {};
  for (const s of sorted) if (s.schema.default !== undefined) defaults[s.$id] = s.schema.default;
  const js = [
    HEADER,
    '/* eslint-disable */',
    '"use strict";',
    ...[...new Set(imports)].sort(),
    code.trim(),
    '',
    '/** Precompiled validators by schema $id. */',
    `export const validators = {\n${validatorsObj}\n};`,
    '',
    "/** Each schema's top-level `default` by $id (used when a config part fails validation). */",
    `export const schemaDefaults = ${JSON.stringify(defaults, null, 2)};`,
    '',
  ].join('\n');

  const ids = sorted.map((s) => s.$id);
  const dts = [
    HEADER,
    '',
    'export interface ValidationErrorObject {',
    '  instancePath: string;',
    '  schemaPath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    '',
    'export interface ValidateFunction {',
    '  (data: unknown): boolean;',
    '  errors?: ValidationErrorObject[] | null;',
    '}',
    '',
    `export type ValidatorId =\n${ids.map((id) => `  | ${JSON.stringify(id)}`).join('\n')};`,
    '',
    ...ids.map((id) => `export declare const ${exportNameOf(id)}: ValidateFunction;`),
    '',
    '/** Precompiled validators by schema $id. */',
    'export declare const validators: Readonly<Record<ValidatorId, ValidateFunction>>;',
    '',
    "/** Each schema's top-level `default` by $id. */",
    'export declare const schemaDefaults: Readonly<Partial<Record<ValidatorId, unknown>>>;',
    '',
  ].join('\n');
  return { js, dts };
}

// ---------------------------------------------------------------------------------------------

/** Generate every output file in memory: path relative to the repository root -> content. */
export async function generate(root: string = ROOT): Promise<Record<string, string>> {
  const schemas = loadSchemas(root);
  const usesFormat = schemas.filter((s) => JSON.stringify(s.schema).includes('"format":'));
  for (const s of usesFormat) console.warn(`gen: ${s.file} uses "format", which the precompiled validators ignore`);
  const types = await generateTypes(schemas);
  const { js, dts } = generateValidators(schemas);
  return {
    'schemas/generated/types.ts': types,
    'schemas/generated/validators.js': js,
    'schemas/generated/validators.d.ts': dts,
    'schemas/generated/endpoints.ts': await generateEndpoints(schemas, HEADER),
  };
}

/** Files whose content on disk differs from `generated` (or that are missing). */
export function staleFiles(generated: Record<string, string>, root: string = ROOT): string[] {
  return Object.keys(generated)
    .sort()
    .filter((file) => {
      const abs = path.join(root, file);
      return !existsSync(abs) || readFileSync(abs, 'utf8') !== generated[file];
    });
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const generated = await generate();
  const stale = staleFiles(generated);
  if (check) {
    if (stale.length) {
      console.error(`gen --check: ${stale.length} generated file(s) are stale; run \`npm run gen\`:`);
      for (const f of stale) console.error(`  ${f}`);
      return 1;
    }
    console.log('gen --check: generated files are up to date');
    return 0;
  }
  for (const file of stale) {
    const abs = path.join(ROOT, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, generated[file]!);
    console.log(`gen: wrote ${file}`);
  }
  if (!stale.length) console.log('gen: generated files are up to date');
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`gen: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(2);
    },
  );
}
