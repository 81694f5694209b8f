/**
 * Turns the playground's documents into loadPage input: every loaded part becomes an override
 * (so the engine renders the edits, and loads nothing it already has), the edited site record is
 * the site. A part whose text is not JSON blocks the render: the last good preview stays.
 */
import type { BundleOverrides } from '../../engine/config/loadBundle';
import { CHANNEL_SLOT } from '../../engine/render/builtins';
import { getValidator } from '../../engine/validation';
import type { RouteMatch } from '../../engine/routing/match';
import type { PageKind } from '../../engine/routing/pageKinds';
import type { Site } from '../../schemas/generated/types';
import { BUNDLE_PART_KEYS, docKeyOf, PART_INFO, type PartKey } from '../parts';
import { syntaxErrorOf } from '../editor/lintPart';
import type { DocState } from '../state/store';

export interface BlockedPart {
  part: PartKey;
  label: string;
  line: number;
  column: number;
  message: string;
}

export type PreviewInput =
  | { kind: 'waiting' }
  | { kind: 'blocked'; blocked: BlockedPart[] }
  | {
      kind: 'ready';
      site: Site;
      overrides: BundleOverrides & { layout?: unknown; moduleList?: unknown };
      /** Issue source the engine reports for a module list request the preview does not use. */
      ignoreIssueSource?: string;
    };

export interface Selection {
  pageKind: PageKind;
  channelId: string | undefined;
}

/** The parts a page of this selection uses. */
export function partsFor(sel: Selection): PartKey[] {
  const parts: PartKey[] = ['site', ...BUNDLE_PART_KEYS, 'layout'];
  if (sel.pageKind === 'channel' && sel.channelId) parts.push('moduleList');
  return parts;
}

export function buildPreviewInput(docs: Record<string, DocState> | undefined, sel: Selection, fallbackSite: Site): PreviewInput {
  if (!docs) return { kind: 'waiting' };
  const overrides: Record<string, unknown> = {};
  const blocked: BlockedPart[] = [];
  let site: Site = fallbackSite;
  for (const part of partsFor(sel)) {
    const doc = docs[docKeyOf(part, sel.pageKind, sel.channelId)];
    if (!doc) return { kind: 'waiting' };
    // Not loadable and not written by the operator: let the engine fetch (and report) it.
    if (doc.loadError && doc.text.trim() === '') continue;
    const syntax = syntaxErrorOf(doc.text);
    if (syntax) {
      blocked.push({ part, label: PART_INFO[part].label, ...syntax });
      continue;
    }
    const value = JSON.parse(doc.text) as unknown;
    if (part === 'site') {
      if (value && typeof value === 'object' && !Array.isArray(value)) site = value as Site;
      else blocked.push({ part, label: PART_INFO.site.label, line: 1, column: 1, message: 'the site record must be an object' });
      continue;
    }
    overrides[part] = value;
  }
  if (blocked.length) return { kind: 'blocked', blocked };
  if ('moduleList' in overrides && !getValidator('module-list')) {
    // loadPage validates a module list override with the schema id 'module-list', which has no
    // precompiled validator (the browser cannot compile one). Until it does, the edited list goes
    // into the layout's channel slot instead; loadPage still asks the API for the list (the
    // channel page needs its code), and the issue that request may raise is not the operator's.
    overrides.layout = inlineModuleList(overrides.layout, overrides.moduleList);
    delete overrides.moduleList;
    return { kind: 'ready', site, overrides: overrides as BundleOverrides, ignoreIssueSource: `modules:${sel.channelId ?? ''}` };
  }
  return { kind: 'ready', site, overrides: overrides as BundleOverrides };
}

/** The layout with its channel slot(s) replaced by the module list (a non-array list is left to the slot). */
export function inlineModuleList(layout: unknown, moduleList: unknown): unknown {
  if (!Array.isArray(moduleList) || !layout || typeof layout !== 'object' || Array.isArray(layout)) return layout;
  const l = layout as { regions?: unknown };
  if (!l.regions || typeof l.regions !== 'object' || Array.isArray(l.regions)) return layout;
  const regions: Record<string, unknown> = {};
  for (const [name, list] of Object.entries(l.regions as Record<string, unknown>)) {
    regions[name] = Array.isArray(list)
      ? list.flatMap((m: unknown) => (m && typeof m === 'object' && (m as { type?: unknown }).type === CHANNEL_SLOT ? moduleList : [m]))
      : list;
  }
  return { ...l, regions };
}

/** The route the preview renders (sld route family, so links and language follow the site). */
export function previewRoute(sld: string, lang: 'zh' | 'en', sel: Selection, routeParams: string): RouteMatch {
  const params: Record<string, string> = {};
  new URLSearchParams(routeParams).forEach((v, k) => {
    if (k) params[k] = v;
  });
  // loadPage finds the channel by code or id; the id is unique, codes may repeat.
  if (sel.pageKind === 'channel' && sel.channelId) params.code = sel.channelId;
  const seg = sel.pageKind === 'home' ? '' : sel.pageKind === 'channel' ? (sel.channelId ?? '') : sel.pageKind;
  return {
    family: 'sld',
    sld,
    lang,
    pageKind: sel.pageKind,
    params,
    query: { ...params },
    pathname: `/${sld}/${lang}${seg ? `/${encodeURIComponent(seg)}` : ''}`,
  };
}
