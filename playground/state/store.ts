/**
 * The playground's state: the selection (site, page kind, language, channel), the config documents
 * being edited (text per site and part, next to the value loaded from the API) and UI choices.
 * Edits are kept per site across switching, so an export holds everything edited so far.
 */
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { PAGE_KINDS, type PageKind } from '../../engine/routing/pageKinds';
import type { Channel } from '../../schemas/generated/types';
import { fetchConfigLayers, fetchPart, fetchSites, setRequestContext, siteIdOf, type ConfigLayer, type SiteEntry } from '../api';
import { BUNDLE_PART_KEYS, docKeyOf, type PartKey } from '../parts';

export interface DocState {
  /** Pretty-printed value as loaded from the API ('' when loading failed). */
  original: string;
  /** The operator's text. */
  text: string;
  /** Why the value could not be loaded (the engine then falls back to the schema default). */
  loadError?: string;
}

export type PreviewWidth = 'desktop' | 'tablet' | 'phone';
export const PREVIEW_WIDTHS: Readonly<Record<PreviewWidth, number>> = { desktop: 1440, tablet: 768, phone: 375 };

export type PlaygroundView = 'edit' | 'provenance' | 'catalogue';
export type PreviewLang = 'zh' | 'en';

export interface LayersState {
  status: 'loading' | 'ready' | 'error';
  layers?: ConfigLayer[];
  error?: string;
}

export interface PlaygroundState {
  sites: SiteEntry[];
  sitesStatus: 'idle' | 'loading' | 'ready' | 'error';
  sitesErrors: string[];
  sld: string | undefined;
  pageKind: PageKind;
  lang: PreviewLang;
  /** The channel of a channel page: its id (as text). */
  channelId: string | undefined;
  /** Extra route parameters as a query string, e.g. `thesisId=12` for an article page. */
  routeParams: string;
  /** Documents by site (sld), then by document key (see docKeyOf). */
  docs: Record<string, Record<string, DocState>>;
  /** Requests in flight. */
  pending: number;
  part: PartKey;
  width: PreviewWidth;
  /** Scale the preview down to fit the panel. */
  fit: boolean;
  view: PlaygroundView;
  /** getConfigLayers results by sld. */
  layers: Record<string, LayersState>;
  /** A JSON pointer the editor should move its cursor to (from the provenance view). */
  focusPointer: string | undefined;

  init(query: URLSearchParams): Promise<void>;
  selectSite(sld: string, opts?: { keepChannel?: boolean }): Promise<void>;
  setPageKind(kind: PageKind): Promise<void>;
  setLang(lang: PreviewLang): void;
  setChannel(id: string): Promise<void>;
  setRouteParams(params: string): void;
  selectPart(part: PartKey): void;
  setText(docKey: string, text: string): void;
  resetDoc(docKey: string): void;
  setWidth(width: PreviewWidth): void;
  setFit(fit: boolean): void;
  setView(view: PlaygroundView): void;
  ensureLayers(): Promise<void>;
  goToPointer(pointer: string): void;
  clearFocusPointer(): void;
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

export interface ChannelOption {
  /** The channel id: codes repeat within a tree (e.g. every 'item' link), ids do not. */
  id: string;
  code: string;
  name: string;
  depth: number;
}

/** The channels of a channel tree, depth first. */
export function channelOptions(channels: unknown): ChannelOption[] {
  const out: ChannelOption[] = [];
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list)) return;
    for (const c of list as Channel[]) {
      if (!c || typeof c !== 'object') continue;
      if (c.id !== undefined && c.id !== null) {
        const code = c.code ? String(c.code) : '';
        out.push({ id: String(c.id), code, name: String(c.name || c.enName || code || c.id), depth });
      }
      walk(c.children, depth + 1);
    }
  };
  walk(channels, 0);
  return out;
}

function parseOr(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const usePlayground = create<PlaygroundState>()(
  immer((set, get) => {
    /** Load every document the current selection needs that is not loaded yet (edits are kept). */
    async function ensureDocs(): Promise<void> {
      const { sld, sites, pageKind, channelId, docs } = get();
      const entry = sites.find((s) => s.sld === sld);
      if (!sld || !entry) return;
      setRequestContext(get().lang, siteIdOf(entry.site));
      const have = docs[sld] ?? {};
      const wanted: PartKey[] = ['site', ...BUNDLE_PART_KEYS, 'layout'];
      if (pageKind === 'channel' && channelId) wanted.push('moduleList');
      const missing = wanted.filter((p) => !have[docKeyOf(p, pageKind, channelId)]);
      if (missing.length === 0) return;
      set((s) => {
        s.pending += 1;
      });
      try {
        const results = await Promise.all(missing.map((p) => fetchPart(p, { site: entry.site, pageKind, channelId })));
        set((s) => {
          const site = (s.docs[sld] ??= {});
          missing.forEach((p, i) => {
            const key = docKeyOf(p, pageKind, channelId);
            if (site[key]) return; // loaded meanwhile, or edited: keep
            const r = results[i]!;
            site[key] = r.ok ? { original: pretty(r.data), text: pretty(r.data) } : { original: '', text: '', loadError: r.message };
          });
        });
      } finally {
        set((s) => {
          s.pending -= 1;
        });
      }
      await ensureChannel();
    }

    /** On a channel page, pick the first channel when none is chosen. */
    async function ensureChannel(): Promise<void> {
      const { pageKind, channelId, sld, docs } = get();
      if (pageKind !== 'channel' || channelId || !sld) return;
      const options = channelOptions(parseOr(docs[sld]?.channels?.text));
      if (options.length === 0) return;
      set((s) => {
        s.channelId = options[0]!.id;
      });
      await ensureDocs();
    }

    return {
      sites: [],
      sitesStatus: 'idle',
      sitesErrors: [],
      sld: undefined,
      pageKind: 'home',
      lang: 'zh',
      channelId: undefined,
      routeParams: '',
      docs: {},
      pending: 0,
      part: 'header',
      width: 'desktop',
      fit: true,
      view: 'edit',
      layers: {},
      focusPointer: undefined,

      async init(query) {
        const kind = query.get('page');
        const lang = query.get('lang');
        const part = query.get('part');
        set((s) => {
          s.sitesStatus = 'loading';
          if (kind && (PAGE_KINDS as readonly string[]).includes(kind)) s.pageKind = kind as PageKind;
          if (lang === 'zh' || lang === 'en') s.lang = lang;
          if (query.get('channel')) s.channelId = query.get('channel') ?? undefined;
          if (query.get('params')) s.routeParams = query.get('params') ?? '';
          if (part) s.part = part as PartKey;
          const view = query.get('view');
          if (view === 'provenance' || view === 'catalogue') s.view = view;
        });
        const { sites, errors } = await fetchSites();
        set((s) => {
          s.sites = sites;
          s.sitesErrors = errors;
          s.sitesStatus = sites.length ? 'ready' : 'error';
        });
        const wanted = query.get('site');
        const first = sites.find((s) => s.sld === wanted) ?? sites.find((s) => s.sld === 'amr') ?? sites[0];
        if (first) await get().selectSite(first.sld, { keepChannel: true });
      },

      async selectSite(sld, opts) {
        const changed = get().sld !== sld;
        set((s) => {
          s.sld = sld;
          if (changed && !opts?.keepChannel) s.channelId = undefined;
        });
        await ensureDocs();
        if (get().view === 'provenance') await get().ensureLayers();
      },

      async setPageKind(kind) {
        set((s) => {
          s.pageKind = kind;
          if (kind !== 'channel' && s.part === 'moduleList') s.part = 'layout';
        });
        await ensureDocs();
      },

      setLang(lang) {
        set((s) => {
          s.lang = lang;
        });
        const entry = get().sites.find((s) => s.sld === get().sld);
        setRequestContext(lang, entry ? siteIdOf(entry.site) : undefined);
      },

      async setChannel(id) {
        set((s) => {
          s.channelId = id;
        });
        await ensureDocs();
      },

      setRouteParams(params) {
        set((s) => {
          s.routeParams = params;
        });
      },

      selectPart(part) {
        set((s) => {
          s.part = part;
        });
      },

      setText(docKey, text) {
        const sld = get().sld;
        if (!sld) return;
        set((s) => {
          const doc = s.docs[sld]?.[docKey];
          if (doc && doc.text !== text) doc.text = text;
        });
      },

      resetDoc(docKey) {
        const sld = get().sld;
        if (!sld) return;
        set((s) => {
          const doc = s.docs[sld]?.[docKey];
          if (doc) doc.text = doc.original;
        });
      },

      setWidth(width) {
        set((s) => {
          s.width = width;
        });
      },

      setFit(fit) {
        set((s) => {
          s.fit = fit;
        });
      },

      setView(view) {
        set((s) => {
          s.view = view;
        });
        if (view === 'provenance') void get().ensureLayers();
      },

      goToPointer(pointer) {
        set((s) => {
          s.view = 'edit';
          s.focusPointer = pointer;
        });
      },

      clearFocusPointer() {
        set((s) => {
          s.focusPointer = undefined;
        });
      },

      async ensureLayers() {
        const { sld, sites, layers } = get();
        const entry = sites.find((s) => s.sld === sld);
        if (!sld || !entry || layers[sld]?.status === 'ready' || layers[sld]?.status === 'loading') return;
        set((s) => {
          s.layers[sld] = { status: 'loading' };
        });
        const r = await fetchConfigLayers(siteIdOf(entry.site));
        set((s) => {
          s.layers[sld] = r.ok ? { status: 'ready', layers: r.data.layers } : { status: 'error', error: r.message };
        });
      },
    };
  }),
);

/** The selected site's entry. */
export function useCurrentSite(): SiteEntry | undefined {
  return usePlayground((s) => s.sites.find((e) => e.sld === s.sld));
}

/** The document key of a part under the current selection. */
export function currentDocKey(s: Pick<PlaygroundState, 'pageKind' | 'channelId'>, part: PartKey): string {
  return docKeyOf(part, s.pageKind, s.channelId);
}

/** The document of a part under the current selection. */
export function selectDoc(s: PlaygroundState, part: PartKey): DocState | undefined {
  if (!s.sld) return undefined;
  return s.docs[s.sld]?.[currentDocKey(s, part)];
}
