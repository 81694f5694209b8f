/**
 * Which sites' content a site shows: a single journal its own, a group its members (and itself),
 * the aggregate 'all' site everything. Every content and search query is scoped through this.
 */
import type { ConfigService } from '../api/config-service';

export type SiteScope = { kind: 'all' } | { kind: 'sites'; siteIds: number[] };

export async function siteScope(config: ConfigService, siteId: number): Promise<SiteScope | null> {
  const site = await config.site(siteId);
  if (!site) return null;
  if (site.type === 'all') return { kind: 'all' };
  if (site.memberSiteIds.length > 0) return { kind: 'sites', siteIds: [site.siteId, ...site.memberSiteIds] };
  return { kind: 'sites', siteIds: [site.siteId] };
}

/** SQL-free check used by in-memory filters and tests. */
export function inScope(scope: SiteScope, siteId: number): boolean {
  return scope.kind === 'all' || scope.siteIds.includes(siteId);
}
