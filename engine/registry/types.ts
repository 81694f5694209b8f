import type { ReactNode } from 'react';
import type { DataClient } from '../data/client';
import type { JsonSchema } from '../validation';
import type { Lang, UiLang } from '../routing/pageKinds';
import type { RouteMatch } from '../routing/match';
import type { SiteBundle } from '../config/bundle';
import type { Site } from '../../schemas/generated/types';
import type { PageData } from '../render/pageData';
import type { PageHeadPart } from '../render/pageHead';
import type { TextNamespace } from '../i18n/texts';

/** A lazily loaded view component that can be preloaded before render (SSR and hydration). */
export interface LazyView<P = WidgetViewProps> {
  (props: P): ReactNode;
  /** Load the view's chunk; resolves once it can render synchronously. */
  preload(): Promise<unknown>;
  /** Whether the chunk has loaded. */
  loaded(): boolean;
  /** The loaded component itself (rendered directly, saving a wrapper per widget), once loaded. */
  component?(): unknown;
}

export interface WidgetLoadContext<P = Record<string, unknown>> {
  api: DataClient;
  site: Site;
  bundle: SiteBundle;
  lang: Lang;
  uiLang: UiLang;
  route: RouteMatch;
  props: P;
}

export interface WidgetViewProps<P = Record<string, unknown>, D = unknown> {
  props: P;
  data: D;
  /** The module instance id from the layout. */
  id: string;
  variant?: string;
}

export interface WidgetPreset<P> {
  name: string;
  description?: string;
  props: Partial<P>;
  variant?: string;
}

export interface WidgetDefinition<P = Record<string, unknown>, D = unknown> {
  /** Unique type name used in layouts, e.g. 'site-header'. */
  type: string;
  /** Props version; bump with an upgrade step from the previous version. */
  version: number;
  /** JSON Schema of props; $id must be `widget/<type>`. */
  schema: JsonSchema;
  /** Default props; must pass `schema` (checked at registration). */
  defaults: P;
  /** Data loader; runs on the server for SSR and in the browser on navigation. */
  load?: (ctx: WidgetLoadContext<P>) => Promise<D>;
  /**
   * What the widget adds to the page's <head> (title, description, citation meta, JSON-LD,
   * status), from its loaded data. Runs wherever the page loads; keep it small and pure.
   */
  head?: (ctx: { props: P; data: D; page: PageData }) => PageHeadPart | undefined;
  /** The view, code-split with lazyView(() => import('./View')). */
  view: LazyView<WidgetViewProps<P, D>>;
  /**
   * The view renders only from props and data: links and text, no handlers, effects or state.
   * A server-rendered page then keeps the widget's HTML as it is and the browser loads no code for
   * it until a client-side navigation shows another page (engine/render/WidgetHost.tsx).
   */
  static?: boolean;
  /**
   * The text namespaces its view and head use (defineTexts, engine/i18n/texts.ts; files in its
   * folder's i18n/ or widgets/shared/i18n/), loaded with its code.
   */
  texts?: readonly TextNamespace[];
  /** Alternative views keyed by variant (e.g. navStyle '1'..'13', styleId '1'/'2'). */
  variants?: Record<string, LazyView<WidgetViewProps<P, D>>>;
  /** Picks the variant when the module instance names none (e.g. from the header's navStyle). */
  variantOf?: (ctx: { bundle: SiteBundle; props: P }) => string | undefined;
  /** upgrade[n] turns props of version n into version n+1. */
  upgrade?: Record<number, (old: Record<string, unknown>) => Record<string, unknown>>;
  /** Named prop sets shown in the playground catalogue. */
  presets?: WidgetPreset<P>[];
  /** Human title for the catalogue. */
  title?: string;
  description?: string;
  /** Family, e.g. 'chrome', 'content'. */
  family?: string;
}

// eslint-style alias: registries store definitions with erased generics.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidget = WidgetDefinition<any, any>;
