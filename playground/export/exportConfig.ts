/**
 * The export: every document the operator changed, on every site visited, as one JSON document.
 * Values are the effective (merged) API values as edited, keyed by part ('header', 'site',
 * 'layout:<pageKind>', 'modules:<channelId>', ...). Text that does not parse is kept verbatim
 * under `unparsed`, so nothing typed is lost.
 */
import type { DocState } from '../state/store';

export interface ExportedSite {
  siteId?: number;
  parts: Record<string, unknown>;
  unparsed?: Record<string, string>;
}

export interface PlaygroundExport {
  generator: 'masthead-playground';
  exportedAt: string;
  sites: Record<string, ExportedSite>;
}

export function isEdited(doc: DocState): boolean {
  return doc.text !== doc.original;
}

export function countEdits(docs: Record<string, Record<string, DocState>>): number {
  let n = 0;
  for (const site of Object.values(docs)) for (const d of Object.values(site)) if (isEdited(d)) n++;
  return n;
}

export function buildExport(
  docs: Record<string, Record<string, DocState>>,
  siteIds: Record<string, number | undefined>,
  now: Date = new Date(),
): PlaygroundExport {
  const sites: Record<string, ExportedSite> = {};
  for (const sld of Object.keys(docs).sort()) {
    const edited = Object.entries(docs[sld]!)
      .filter(([, d]) => isEdited(d))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (edited.length === 0) continue;
    const entry: ExportedSite = { ...(siteIds[sld] !== undefined ? { siteId: siteIds[sld] } : {}), parts: {} };
    for (const [key, d] of edited) {
      try {
        entry.parts[key] = JSON.parse(d.text) as unknown;
      } catch {
        (entry.unparsed ??= {})[key] = d.text;
      }
    }
    sites[sld] = entry;
  }
  return { generator: 'masthead-playground', exportedAt: now.toISOString(), sites };
}

export function exportFileName(now: Date = new Date()): string {
  return `masthead-playground-${now
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')}.json`;
}
