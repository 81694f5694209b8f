/**
 * The rendered preview: the last good page and why a newer one is not shown. Kept out of the immer
 * store on purpose: page data goes to widgets as it is, and must not be frozen.
 */
import { create } from 'zustand';
import type { PageData } from '../../engine/render/pageData';
import type { BlockedPart } from './buildInput';

export interface PreviewState {
  /** The last page that rendered (kept while the edited JSON does not parse). */
  page: PageData | undefined;
  /** Identity of the selection the page belongs to (site + page kind + language + channel). */
  pageFor: string | undefined;
  rendering: boolean;
  /** Parts whose JSON does not parse: the preview is paused. */
  blocked: BlockedPart[];
  /** loadPage itself failed (network). */
  error: string | undefined;
  /** Milliseconds the last render took. */
  took: number | undefined;
  /** A link the operator clicked in the preview. */
  navigated: string | undefined;
}

export const usePreview = create<PreviewState>()(() => ({
  page: undefined,
  pageFor: undefined,
  rendering: false,
  blocked: [],
  error: undefined,
  took: undefined,
  navigated: undefined,
}));
