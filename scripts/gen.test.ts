/**
 * The generated files (schemas/generated/*) must match what `npm run gen` produces from the
 * schemas on disk, and the schemas must keep the conventions the linter and engine rely on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { GENERATED_FILES, REQUIRED_TYPE_NAMES, ROOT, generate, loadSchemas, resolveRef, staleFiles, widgetTypeName } from './gen';
import { ALL_SCHEMAS, DOC_SCHEMA_BY_FILE, ENTITY_BY_DOC, SCHEMA_FILES, docSchemaIdForFile } from '../schemas/catalog';
import { PAGE_KINDS } from '../engine/routing/pageKinds';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

describe('npm run gen', () => {
  it('generated files are up to date (run `npm run gen` when this fails)', async () => {
    const generated = await generate();
    expect(Object.keys(generated).sort()).toEqual([...GENERATED_FILES].sort());
    const stale = staleFiles(generated);
    expect(stale, `stale generated files: ${stale.join(', ')} — run \`npm run gen\``).toEqual([]);
  }, 60_000);

  it('output starts with the do-not-edit header and is deterministic', async () => {
    const a = await generate();
    const b = await generate();
    expect(a).toEqual(b);
    for (const content of Object.values(a)) expect(content.startsWith('// generated — do not edit')).toBe(true);
  }, 60_000);

  it('validators.js holds no ajv compiler: only imports of ajv runtime helpers', () => {
    const js = readFileSync(path.join(ROOT, 'schemas/generated/validators.js'), 'utf8');
    expect(js).not.toMatch(/new Ajv/);
    expect(js).not.toMatch(/\brequire\(/);
    const imports = [...js.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    for (const spec of imports) expect(spec).toMatch(/^ajv\/dist\/runtime\/[a-z0-9]+\.js$/);
    expect(js).toMatch(/export const validators = \{/);
    expect(js).toMatch(/export const schemaDefaults = \{/);
  });

  it('types.ts declares every type name of docs/architecture.md', () => {
    const ts = readFileSync(path.join(ROOT, 'schemas/generated/types.ts'), 'utf8');
    for (const name of REQUIRED_TYPE_NAMES) expect(ts).toMatch(new RegExp(`^export (type|interface) ${name}\\b`, 'm'));
    expect(ts).toMatch(/children\?: Channel\[\]/);
  });

  it('precompiled validators agree with a runtime ajv and report typos', async () => {
    const { validators, schemaDefaults } = await import('../schemas/generated/validators.js');
    const ajv = new Ajv({ allErrors: true, strict: false });
    for (const s of loadSchemas()) ajv.addSchema(s.schema);
    const sample = { schemaVersion: 1, navStyle: 14, navStlye: 2, configData: { customButtonList: [{ customButtonStatus: '1' }] } };
    const pre = validators['doc/header'];
    const rt = ajv.getSchema('doc/header')!;
    expect(pre(sample)).toBe(false);
    expect(rt(sample)).toBe(false);
    const paths = (errs: { instancePath: string; keyword: string }[] | null | undefined) =>
      (errs ?? []).map((e) => `${e.instancePath} ${e.keyword}`).sort();
    expect(paths(pre.errors)).toEqual(paths(rt.errors));
    expect(paths(pre.errors)).toEqual([' additionalProperties', '/configData/customButtonList/0/customButtonStatus type', '/navStyle maximum']);
    expect(schemaDefaults['aiqa-config']).toMatchObject({ title: '鸿云智能（Beta版）' });
    expect(schemaDefaults['aggregated-config']).toEqual({ enableComment: 0 });
    expect(schemaDefaults['site-power']).toEqual({ visitPower: true, downloadPower: true });
  });

  it('resolves refs relative to the schema $id and names widget prop types', () => {
    expect(resolveRef('doc/header', '../header-config#/properties/navStyle')).toEqual(['header-config', '/properties/navStyle']);
    expect(resolveRef('header-config', 'custom-button')).toEqual(['custom-button', '']);
    expect(resolveRef('channel', '#/definitions/x')).toEqual(['', '/definitions/x']);
    expect(widgetTypeName('site-header')).toBe('SiteHeaderProps');
    expect(widgetTypeName('rich-text')).toBe('RichTextProps');
  });
});

describe('schemas/', () => {
  const onDisk = [
    ...readdirSync(path.join(ROOT, 'schemas')).filter((f) => f.endsWith('.schema.json')),
    ...readdirSync(path.join(ROOT, 'schemas/doc'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => `doc/${f}`),
  ].sort();

  it('catalog.ts lists exactly the schema files on disk, with their $id and title', () => {
    expect(SCHEMA_FILES.map((e) => e.file).sort()).toEqual(onDisk);
    expect(ALL_SCHEMAS).toHaveLength(onDisk.length);
    for (const e of SCHEMA_FILES) {
      const disk = JSON.parse(readFileSync(path.join(ROOT, 'schemas', e.file), 'utf8')) as Obj;
      expect(disk.$id).toBe(e.$id);
      if (e.kind === 'entity') expect(disk.title).toBe(e.typeName);
      else expect(e.$id.startsWith('doc/')).toBe(true);
    }
  });

  it('DOC_SCHEMA_BY_FILE names a document schema for every site-configs file kind', () => {
    const docIds = new Set(SCHEMA_FILES.filter((e) => e.kind === 'document').map((e) => e.$id));
    expect(new Set(Object.values(DOC_SCHEMA_BY_FILE))).toEqual(docIds);
    expect(docSchemaIdForFile('header.json')).toBe('doc/header');
    expect(docSchemaIdForFile('layouts/home.json')).toBe('doc/layout');
    expect(docSchemaIdForFile('layouts\\issue.json')).toBe('doc/layout');
    expect(docSchemaIdForFile('layouts/*.json')).toBeUndefined();
    expect(docSchemaIdForFile('files/logo.svg')).toBeUndefined();
    expect(docSchemaIdForFile('headers.json')).toBeUndefined();
  });

  it('every schema is draft-07 with a top-level default that passes the schema itself', async () => {
    const { validators } = await import('../schemas/generated/validators.js');
    for (const e of SCHEMA_FILES) {
      expect(e.schema.$schema, e.file).toBe('http://json-schema.org/draft-07/schema#');
      expect(e.schema.default, `${e.file} has no default`).toBeDefined();
      const v = (validators as Record<string, (d: unknown) => boolean>)[e.$id]!;
      expect(v(e.schema.default), `${e.file}: default fails its own schema`).toBe(true);
    }
  });

  it('entity objects close their properties (additionalProperties false) and describe every property', () => {
    const openMaps = new Set(['module-lists', 'layout#/properties/regions', 'module-instance#/properties/props', 'common-codes#/properties/codes']);
    const check = (schema: Obj, where: string): void => {
      if (isObj(schema.properties)) {
        if (!openMaps.has(where)) expect(schema.additionalProperties, `${where}: additionalProperties`).toBe(false);
        for (const [k, sub] of Object.entries(schema.properties)) {
          const w = `${where}/properties/${k}`.replace(/^([^#]+)\/properties/, '$1#/properties');
          expect(isObj(sub) && typeof sub.description === 'string' && sub.description.length > 0, `${w} has no description`).toBe(true);
          check(sub as Obj, w);
        }
      }
      if (isObj(schema.items)) check(schema.items, `${where}/items`);
      if (isObj(schema.additionalProperties)) check(schema.additionalProperties, `${where}/additionalProperties`);
    };
    for (const e of SCHEMA_FILES.filter((x) => x.kind === 'entity')) check(e.schema, e.$id);
  });

  it('object document schemas list exactly the properties of their entity plus $schema and schemaVersion', () => {
    for (const [docId, { entity, wrap }] of Object.entries(ENTITY_BY_DOC)) {
      const d = SCHEMA_FILES.find((e) => e.$id === docId)!.schema;
      const ent = SCHEMA_FILES.find((e) => e.$id === entity)!.schema;
      expect(d.additionalProperties, docId).toBe(false);
      expect(d.required, docId).toContain('schemaVersion');
      const props = d.properties as Obj;
      expect(props.schemaVersion).toMatchObject({ const: 1 });
      if (wrap === 'object') {
        const entProps = Object.keys(ent.properties as Obj).filter((k) => k !== 'schemaVersion');
        expect(Object.keys(props).filter((k) => k !== '$schema' && k !== 'schemaVersion').sort(), docId).toEqual(entProps.sort());
        for (const k of entProps) expect(props[k], `${docId}/${k}`).toEqual({ $ref: `../${entity}#/properties/${k}` });
        for (const r of (ent.required as string[] | undefined) ?? []) expect(d.required).toContain(r);
        expect(d.default, `${docId} default`).toEqual({ ...(ent.default as Obj), schemaVersion: 1 });
      } else if (wrap === 'items') {
        expect(d.default, `${docId} default`).toEqual({ schemaVersion: 1, items: ent.default });
      } else {
        expect(Object.keys(props).sort()).toEqual(['$schema', 'schemaVersion', wrap].sort());
      }
    }
  });

  it('the layout page enum equals engine/routing PAGE_KINDS', () => {
    const layout = SCHEMA_FILES.find((e) => e.$id === 'layout')!.schema as unknown as { properties: { page: { enum: string[] } } };
    expect(layout.properties.page.enum).toEqual([...PAGE_KINDS]);
  });
});
