/**
 * The config parts the playground edits: every bundle part (engine/config/bundle.ts), the site
 * record, the page's layout and, on channel pages, the channel's module list. Each part names the
 * schema it is validated with (the same one the engine uses) and the site-configs document it comes
 * from (for the provenance view).
 */
import { BUNDLE_PARTS, type BundlePart } from '../engine/config/bundle';

export type PartKey = BundlePart | 'site' | 'layout' | 'moduleList';

export interface PartInfo {
  key: PartKey;
  label: string;
  /** Schema $id of the API value (what loadPage validates). */
  schemaId: string;
  /**
   * The site-configs document the value is merged from (provenance), relative to a layer folder;
   * `{page}` stands for the page kind. undefined: not a stored document (computed by the server).
   */
  layerDoc?: string;
  /** The document wraps the value: `{ schemaVersion, items: [...] }`. */
  listDoc?: boolean;
  /** Stored in the site's own folder only (site.json, channels.json, modules.json): never inherited. */
  siteOnly?: boolean;
  hint: string;
}

const BUNDLE_LABELS: Record<BundlePart, { label: string; layerDoc?: string; listDoc?: boolean; siteOnly?: boolean; hint: string }> = {
  header: { label: 'Header', layerDoc: 'header.json', hint: 'Header configuration: navStyle, logos, greeting, search box, custom buttons.' },
  footer: { label: 'Footer', layerDoc: 'footer.json', hint: 'Footer configuration (visit counters are added by the server).' },
  channels: { label: 'Channels', layerDoc: 'channels.json', listDoc: true, siteOnly: true, hint: 'The channel (menu) tree.' },
  tools: { label: 'Tools', layerDoc: 'tools.json', listDoc: true, hint: 'Side toolbar entries.' },
  publication: { label: 'Publication', layerDoc: 'publication.json', hint: 'Publication configuration.' },
  aggregated: { label: 'Aggregated', layerDoc: 'aggregated.json', hint: 'Aggregated (group / all site) configuration.' },
  basicInfo: { label: 'Basic info', layerDoc: 'basic-info.json', hint: 'Basic information of the journal.' },
  searchConfig: { label: 'Search config', layerDoc: 'search-config.json', listDoc: true, hint: 'Search configuration entries.' },
  commonCodes: { label: 'Common codes', layerDoc: 'common-codes.json', hint: 'Shared code tables.' },
  power: { label: 'Power', hint: 'Visit and download permissions (computed by the server).' },
  functionalControl: { label: 'Functional control', layerDoc: 'functional-control.json', listDoc: true, hint: 'Magazine functional control columns.' },
  aiqa: { label: 'AI Q&A', layerDoc: 'aiqa.json', hint: 'AI question-answering configuration.' },
  appInfo: { label: 'App info', layerDoc: 'app-info.json', hint: 'Mobile app information.' },
};

export const PART_INFO: Readonly<Record<PartKey, PartInfo>> = Object.freeze({
  site: {
    key: 'site',
    label: 'Site',
    schemaId: 'site',
    layerDoc: 'site.json',
    siteOnly: true,
    hint: 'The site record: names, colour theme, logos, grayscale.',
  },
  layout: {
    key: 'layout',
    label: 'Page layout',
    schemaId: 'layout',
    layerDoc: 'layouts/{page}.json',
    hint: "The selected page kind's layout: regions of module instances.",
  },
  moduleList: {
    key: 'moduleList',
    label: 'Channel modules',
    schemaId: 'module-list',
    layerDoc: 'modules.json',
    siteOnly: true,
    hint: "The selected channel's module list (channel pages).",
  },
  ...(Object.fromEntries(
    (Object.keys(BUNDLE_PARTS) as BundlePart[]).map((p) => [p, { key: p, schemaId: BUNDLE_PARTS[p].schema, ...BUNDLE_LABELS[p] }]),
  ) as Record<BundlePart, PartInfo>),
});

export const BUNDLE_PART_KEYS = Object.keys(BUNDLE_PARTS) as BundlePart[];

/** The parts shown as editor tabs, in this order (moduleList only on channel pages). */
export const EDITABLE_PARTS: readonly PartKey[] = [
  'header',
  'layout',
  'moduleList',
  'site',
  'footer',
  'channels',
  'tools',
  'publication',
  'aggregated',
  'basicInfo',
  'searchConfig',
  'functionalControl',
  'commonCodes',
  'aiqa',
  'appInfo',
  'power',
];

export function isBundlePart(p: PartKey): p is BundlePart {
  return p in BUNDLE_PARTS;
}

/**
 * The key an edited document is stored under for a site: layouts are per page kind, module
 * lists per channel, everything else once per site.
 */
export function docKeyOf(part: PartKey, pageKind: string, channelId: string | undefined): string {
  if (part === 'layout') return `layout:${pageKind}`;
  if (part === 'moduleList') return `modules:${channelId ?? ''}`;
  return part;
}

/** The part a stored document key belongs to. */
export function partOfDocKey(key: string): PartKey {
  if (key.startsWith('layout:')) return 'layout';
  if (key.startsWith('modules:')) return 'moduleList';
  return key as PartKey;
}
