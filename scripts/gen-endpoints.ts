/**
 * schemas/generated/endpoints.ts — the data client's contract, made from the API's own route
 * declarations (server/api/operation.ts): for every operation its method and path (the browser's
 * data client needs nothing else at run time) and the TS types of its parameters and answer,
 * compiled from the very schemas Fastify validates with and publishes as OpenAPI.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { buildApp } from '../server/app';
import type { LoadedSchema } from './gen';

type JsonObject = Record<string, unknown>;

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** A copy of `schema` with each `{ $ref: '<entity id>#' }` replaced by the entity's generated type. */
function entityRefsToTypes(schema: unknown, typeById: Map<string, string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => entityRefsToTypes(s, typeById));
  if (!schema || typeof schema !== 'object') return schema;
  const o = schema as JsonObject;
  if (typeof o.$ref === 'string') {
    const type = typeById.get(o.$ref.replace(/#.*$/, ''));
    if (!type) throw new Error(`endpoint schema $ref "${o.$ref}" names no entity schema`);
    return { tsType: type };
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(o)) if (k !== 'description' && k !== 'default') out[k] = entityRefsToTypes(v, typeById);
  return out;
}

async function declaration(schema: unknown, name: string): Promise<string> {
  const ts = await compile({ ...(schema as JsonObject), title: name } as JSONSchema, name, {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    unknownAny: true,
    format: false,
    strictIndexSignatures: false,
  });
  return ts.trim();
}

export async function generateEndpoints(schemas: LoadedSchema[], header: string): Promise<string> {
  const typeById = new Map(schemas.filter((s) => s.kind === 'entity' && s.typeName).map((s) => [s.$id, s.typeName!]));
  const app = await buildApp({ dataDir: ':memory:', seed: 'never' });
  try {
    const ops = [...app.masthead.operations.values()].sort((a, b) => a.name.localeCompare(b.name));
    const used = new Set<string>();
    const table: string[] = [];
    const types: string[] = [];
    const decls: string[] = [];
    for (const op of ops) {
      const input = op.method === 'POST' ? op.schemas.body! : op.schemas.query;
      const props = { ...((input.properties as JsonObject) ?? {}), ...((op.schemas.params?.properties as JsonObject) ?? {}) };
      delete props.timestamp; // the transport adds it
      const required = [...((input.required as string[]) ?? []), ...op.pathKeys];
      const paramsName = `${pascal(op.name)}Params`;
      const dataName = `${pascal(op.name)}Data`;
      const paramsSchema = entityRefsToTypes({ type: 'object', properties: props, required, additionalProperties: false }, typeById);
      decls.push(await declaration(paramsSchema, paramsName), await declaration(entityRefsToTypes(op.schemas.data, typeById), dataName));
      for (const t of [...JSON.stringify(paramsSchema).matchAll(/"tsType":"(\w+)"/g), ...JSON.stringify(entityRefsToTypes(op.schemas.data, typeById)).matchAll(/"tsType":"(\w+)"/g)]) used.add(t[1]!);
      table.push(`  ${op.name}: [${JSON.stringify(op.method)}, ${JSON.stringify('/' + op.url.replace(/^\//, ''))}],`);
      types.push(`  ${op.name}: { params: ${paramsName}; data: ${dataName} };`);
    }
    return [
      header.replace('Source: schemas/*.schema.json, widgets/*/*/schema.json', 'Source: the /rc-pub route declarations (server/api/**, operation())'),
      '/* eslint-disable */',
      used.size ? `import type { ${[...used].sort().join(', ')} } from './types';` : '',
      '',
      '/** Every /rc-pub operation: its method and path (`:name` = path parameter). */',
      `export const ENDPOINTS = {\n${table.join('\n')}\n} as const;`,
      '',
      'export type EndpointName = keyof typeof ENDPOINTS;',
      '',
      '/** Parameters and answer (`data` of the envelope) of every operation. */',
      `export interface Endpoints {\n${types.join('\n')}\n}`,
      '',
      ...decls.map((d) => d + '\n'),
    ].join('\n');
  } finally {
    await app.close();
  }
}
