/**
 * The JSON Schemas of schemas/ as Fastify shared schemas (fastify.addSchema by $id), so routes
 * can answer with `{ $ref: 'header-config#' }` and OpenAPI lists them as components.
 * Only entity schemas are added: the API answers entities, never site-configs documents.
 */
import type { FastifyInstance } from 'fastify';
import { SCHEMA_FILES } from '../../schemas/catalog';

const ARRAY_IDS = new Set(['channel-list', 'tool-list', 'search-config-list', 'functional-control-list']);

export const entitySchemaIds: ReadonlySet<string> = new Set(SCHEMA_FILES.filter((e) => e.kind === 'entity').map((e) => e.$id));

/** addSchema every entity schema once per Fastify instance tree. */
export function registerSchemas(app: FastifyInstance): void {
  const existing = app.getSchemas() as Record<string, unknown>;
  for (const e of SCHEMA_FILES) {
    if (e.kind !== 'entity' || existing[e.$id]) continue;
    app.addSchema(structuredClone(e.schema));
  }
}

/** A reference to an entity schema by $id (a loose stand-in when the id is unknown). */
export function dataRef(id: string): Record<string, unknown> {
  if (entitySchemaIds.has(id)) return { $ref: `${id}#` };
  return ARRAY_IDS.has(id) ? { type: 'array' } : { type: 'object', additionalProperties: true };
}

/** An array of an entity schema. */
export function arrayOf(id: string): Record<string, unknown> {
  return { type: 'array', items: dataRef(id) };
}
