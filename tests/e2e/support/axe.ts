/** axe-core helpers: run the checks on a page and describe the violations readably. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/** Violations of impact serious or critical (rule-level or on any of its nodes). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => n.impact === 'serious' || n.impact === 'critical' || (!n.impact && (v.impact === 'serious' || v.impact === 'critical'))) }))
    .filter((v) => v.nodes.length > 0);
}

/** One block per rule: id, impact, help, then each node's target selectors, html and failure summary. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const summary = (n.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - target: ${JSON.stringify(n.target)}\n      html: ${n.html.slice(0, 200)}\n      ${summary}`;
        })
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/** Both runs' violations, one entry per rule, nodes deduplicated by their target selectors. */
export function mergeViolations(...runs: AxeViolation[][]): AxeViolation[] {
  const byId = new Map<string, AxeViolation>();
  for (const v of runs.flat()) {
    const seen = byId.get(v.id);
    if (!seen) {
      byId.set(v.id, { ...v, nodes: [...v.nodes] });
      continue;
    }
    const targets = new Set(seen.nodes.map((n) => JSON.stringify(n.target)));
    for (const n of v.nodes) if (!targets.has(JSON.stringify(n.target))) seen.nodes.push(n);
  }
  return [...byId.values()];
}
