import type { SiteBundle } from '../config/bundle';
import type { Lang, PageKind, UiLang } from '../routing/pageKinds';
import type { RouteMatch } from '../routing/match';
import type { Channel } from '../../schemas/generated/types';
import type { PageHead } from './pageHead';

/** A problem found while assembling a page: a config part or a module instance. */
export interface ConfigIssue {
  /** 'header', 'layout:home', 'module:home-news', ... */
  source: string;
  pointer: string;
  message: string;
}

export type ModuleErrorKind = 'unknown-type' | 'props' | 'load';

/** A module instance after registry lookup, props validation and data loading. */
export interface ResolvedModule {
  id: string;
  type: string;
  variant?: string;
  props: Record<string, unknown>;
  data?: unknown;
  error?: { kind: ModuleErrorKind; message: string };
}

/** Everything SiteRenderer needs; serialisable, so it travels from server to client for hydration. */
export interface PageData {
  bundle: SiteBundle;
  lang: Lang;
  uiLang: UiLang;
  route: RouteMatch;
  pageKind: PageKind;
  /** The channel of a channel page (catch-all /{lang}/{code}), if found. */
  channel: Channel | null;
  regions: Record<string, ResolvedModule[]>;
  issues: ConfigIssue[];
  /** Scheme and host the page was requested on ('' when unknown), for absolute URLs in the head. */
  origin?: string;
  /** Title, description, canonical, hreflang and widget head parts (pageHead.ts). */
  head?: PageHead;
}

/** Region names in render order; a layout may name others, which render after main. */
export const REGION_ORDER = ['header', 'main', 'aside', 'footer'] as const;
