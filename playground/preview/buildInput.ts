/**
 * Turns the playground's documents into loadPage input: every loaded part becomes an override
 * (so the engine renders the edits, and loads nothing it already has), the edited site record is
 * the site. A part whose text is not JSON blocks the render: the last good preview stays.
 */
import type { BundleOverrides } from '../../engine/config/loadBundle';
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
  | { kind: 'ready'; site: Site; overrides: BundleOverrides & { layout?: unknown; moduleList?: unknown } };

export interface Selection {
  pageKind: PageKind;
  channelCode: string | undefined;
}

/** The parts a page of this selection uses. */
export function partsFor(sel: Selection): PartKey[] {
  const parts: PartKey[] = ['site', ...BUNDLE_PART_KEYS, 'layout'];
  if (sel.pageKind === 'channel' && sel.channelCode) parts.push('moduleList');
  return parts;
}

export function buildPreviewInput(docs: Record<string, DocState> | undefined, sel: Selection, fallbackSite: Site): PreviewInput {
  if (!docs) return { kind: 'waiting' };
  const overrides: Record<string, unknown> = {};
  const blocked: BlockedPart[] = [];
  let site: Site = fallbackSite;
  for (const part of partsFor(sel)) {
    const doc = docs[docKeyOf(part, sel.pageKind, sel.channelCode)];
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
  return { kind: 'ready', site, overrides: overrides as BundleOverrides };
}

/** The route the preview renders (sld route family, so links and language follow the site). */
export function previewRoute(sld: string, lang: 'zh' | 'en', sel: Selection, routeParams: string): RouteMatch {
  const params: Record<string, string> = {};
  new URLSearchParams(routeParams).forEach((v, k) => {
    if (k) params[k] = v;
  });
  if (sel.pageKind === 'channel' && sel.channelCode) params.code = sel.channelCode;
  const seg = sel.pageKind === 'home' ? '' : sel.pageKind === 'channel' ? (sel.channelCode ?? '') : sel.pageKind;
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
