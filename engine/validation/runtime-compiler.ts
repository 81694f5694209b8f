/**
 * Node only (server, linter, tests): compile schemas at run time. Never imported by browser code,
 * so the ajv compiler stays out of the client bundle.
 */
import Ajv from 'ajv';
import * as generated from '../../schemas/generated/validators.js';
import { installPrecompiled, setRuntimeCompiler, hasRuntimeCompiler, wrapAjv, type JsonSchema, type Validate } from './index';

let ajv: Ajv | undefined;
const cache = new WeakMap<object, Validate>();

/** Install the precompiled validators and a compiler for any other schema. Idempotent. */
export function installRuntimeCompiler(): void {
  if (hasRuntimeCompiler()) return;
  installPrecompiled(generated as unknown as Parameters<typeof installPrecompiled>[0]);
  ajv = new Ajv({ allErrors: true, strict: false });
  setRuntimeCompiler((schema: JsonSchema) => {
    const hit = cache.get(schema);
    if (hit) return hit;
    const copy = { ...schema };
    // The same $id may be compiled twice (e.g. tests redefining a widget): compile without it.
    delete copy.$id;
    const v = wrapAjv(ajv!.compile(copy));
    cache.set(schema, v);
    return v;
  });
}
