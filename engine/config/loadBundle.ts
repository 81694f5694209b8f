import { BUNDLE_PARTS, requestPart, type BundlePart, type SiteBundle } from './bundle';
import { defaultFor, ensureValidators, getValidator, validatorFor, type JsonSchema } from '../validation';
import type { DataClient } from '../data/client';
import type { ConfigIssue } from '../render/pageData';
import type { Site } from '../../schemas/generated/types';

/** Raw config parts supplied instead of the API's (the playground's edits). */
export type BundleOverrides = Partial<Record<BundlePart, unknown>>;

/**
 * Validate a config value against a schema id. On failure the issues are recorded and the
 * schema's default takes its place, so one bad part never takes the page down.
 */
export function validatePart<T>(source: string, schemaId: string, value: unknown, issues: ConfigIssue[]): T {
  const validate = getValidator(schemaId) ?? validatorFor({ $id: schemaId } as JsonSchema);
  const errors = validate(value);
  if (errors.length === 0) return value as T;
  for (const e of errors) issues.push({ source, pointer: e.pointer, message: e.message });
  if (typeof console !== 'undefined') {
    console.error(`[masthead] config part "${source}" is invalid and was replaced by its default: ${errors[0]!.pointer || '/'} ${errors[0]!.message}`);
  }
  return defaultFor(schemaId) as T;
}

async function fetchPart(api: DataClient, part: BundlePart, site: Site): Promise<{ ok: true; data: unknown } | { ok: false; message: string }> {
  try {
    const env = await requestPart(api, part, site.siteId ?? site.id ?? 0);
    if (env.status !== 0) return { ok: false, message: env.message || `status ${env.status}` };
    return { ok: true, data: env.data };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

/** Load every bundle part of a site in parallel (plus its group), validate each. */
export async function loadBundle(
  api: DataClient,
  site: Site,
  issues: ConfigIssue[],
  overrides: BundleOverrides = {},
): Promise<SiteBundle> {
  const parts = Object.keys(BUNDLE_PARTS) as BundlePart[];
  const siteId = site.siteId ?? site.id;
  const [, groupEnv, ...results] = await Promise.all([
    ensureValidators(),
    api.groupOfSite({ siteId: siteId ?? 0 }).catch(() => null),
    ...parts.map((p) => (p in overrides ? Promise.resolve({ ok: true as const, data: overrides[p] }) : fetchPart(api, p, site))),
  ]);
  const bundle: Partial<SiteBundle> = { site, group: groupEnv && groupEnv.status === 0 ? (groupEnv.data ?? null) : null };
  parts.forEach((part, i) => {
    const r = results[i]!;
    const schemaId = BUNDLE_PARTS[part].schema;
    if (!r.ok) {
      issues.push({ source: part, pointer: '', message: `Data acquisition failed: ${r.message}` });
      (bundle as Record<string, unknown>)[part] = defaultFor(schemaId);
      return;
    }
    (bundle as Record<string, unknown>)[part] = validatePart(part, schemaId, r.data, issues);
  });
  return bundle as SiteBundle;
}
