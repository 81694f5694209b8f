import type { Envelope } from '../data/api';
import type { DataClient } from '../data/client';
import { loadBundle, validatePart, type BundleOverrides } from '../config/loadBundle';
import type { SiteBundle } from '../config/bundle';
import type { WidgetRegistry } from '../registry/registry';
import { formatErrors, upgradeProps } from '../registry/registry';
import { ensureValidators, validatorFor } from '../validation';
import { loadTexts } from '../i18n';
import type { RouteMatch } from '../routing/match';
import { uiLangOf, type Lang, type PageKind } from '../routing/pageKinds';
import { CHANNEL_SLOT } from './builtins';
import { findChannel } from '../routing/channel';
import type { ConfigIssue, PageData, ResolvedModule } from './pageData';
import { buildPageHead } from './pageHead';
import type { Channel, Layout, ModuleInstance, Site } from '../../schemas/generated/types';

export interface LoadPageInput {
  api: DataClient;
  registry: WidgetRegistry;
  site: Site;
  route: RouteMatch;
  lang: Lang;
  /** A bundle already loaded for this site (client-side cache); skips the bundle requests. */
  bundle?: SiteBundle;
  /** Scheme and host of the request ('' when unknown), for absolute URLs in the head. */
  origin?: string;
  /** Playground edits: raw parts, a layout and a module list used instead of the API's. */
  overrides?: BundleOverrides & { layout?: unknown; moduleList?: unknown };
}

async function getData<T>(ask: () => Promise<Envelope<T>>): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const env = await ask();
    return env.status === 0 ? { ok: true, data: env.data } : { ok: false, message: env.message };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

/** Page kinds whose `{id}` names a channel (spec 2.3 links: /about/{id}, /info/{id} ...). */
const CHANNEL_ID_KINDS: ReadonlySet<PageKind> = new Set(['about', 'aboutus', 'info', 'newcomposite', 'newsInfo', 'editorialBoard', 'collectionList', 'news']);

/**
 * The channel whose module list fills the page's channel-content slot: a catch-all page names it
 * (required: unknown is a 404); the home page uses the `index` channel; pages reached from a menu
 * item by id use that channel. The optional ones simply have no module list when absent.
 */
export function channelKeyOf(route: RouteMatch): { key?: string; required: boolean } {
  if (route.pageKind === 'channel') return { key: route.params.code, required: true };
  if (route.pageKind === 'home') return { key: 'index', required: false };
  if (CHANNEL_ID_KINDS.has(route.pageKind) && route.params.id && /^\d+$/.test(route.params.id)) return { key: route.params.id, required: false };
  return { required: false };
}

/**
 * Assemble a page: bundle, layout and channel module list in parallel; then every widget loader
 * and every widget view chunk of the page in parallel. Never throws for bad config: problems are
 * collected in `issues` and on the module they concern.
 */
export async function loadPage(input: LoadPageInput): Promise<PageData> {
  const { api, registry, site, route, lang, overrides = {} } = input;
  const issues: ConfigIssue[] = [];
  const pageKind: PageKind = route.pageKind;
  const siteId = site.siteId ?? site.id ?? 0;
  const { key: code, required: channelRequired } = channelKeyOf(route);

  const [, bundle, layoutRes, moduleRes] = await Promise.all([
    ensureValidators(),
    input.bundle && Object.keys(overrides).length === 0 ? Promise.resolve(input.bundle) : loadBundle(api, site, issues, overrides),
    'layout' in overrides
      ? Promise.resolve({ ok: true as const, data: overrides.layout })
      : getData(() => api.layout({ siteId, page: pageKind })),
    code === undefined
      ? Promise.resolve(null)
      : 'moduleList' in overrides
        ? Promise.resolve({ ok: true as const, data: overrides.moduleList })
        : getData(() => api.moduleList({ siteId, code })),
  ]);

  let layout: Layout;
  if (!layoutRes.ok) {
    issues.push({ source: `layout:${pageKind}`, pointer: '', message: `Data acquisition failed: ${layoutRes.message}` });
    layout = { schemaVersion: 1, page: pageKind, regions: {} } as Layout;
  } else {
    layout = validatePart<Layout>(`layout:${pageKind}`, 'layout', layoutRes.data, issues);
  }

  const channel = code !== undefined ? findChannel(bundle.channels, code) : null;
  let moduleList: ModuleInstance[] = [];
  if (moduleRes && (channel || channelRequired)) {
    if (moduleRes.ok) moduleList = validatePart<ModuleInstance[]>(`modules:${code}`, 'module-list', moduleRes.data ?? [], issues) ?? [];
    else issues.push({ source: `modules:${code}`, pointer: '', message: moduleRes.message });
  }

  const uiLang = uiLangOf(lang);
  const regions: Record<string, ResolvedModule[]> = {};
  const jobs: Promise<void>[] = [];
  for (const [name, instances] of Object.entries(layout.regions ?? {})) {
    const expanded = (instances ?? []).flatMap((m) => (m.type === CHANNEL_SLOT ? moduleList : [m]));
    const resolved: ResolvedModule[] = [];
    for (const inst of expanded) {
      if (inst.when?.lang && !inst.when.lang.includes(lang) && !inst.when.lang.includes(uiLang)) continue;
      const r = resolveModule(registry, bundle, inst, issues);
      resolved.push(r);
      if (!r.error) jobs.push(runModule(registry, r, { api, site, bundle, lang, uiLang, route }, issues));
    }
    regions[name] = resolved;
  }
  await Promise.all(jobs);
  const page: PageData = { bundle, lang, uiLang, route, pageKind, channel, regions, issues, origin: input.origin ?? '' };
  page.head = buildPageHead(page, registry);
  return page;
}

function resolveModule(registry: WidgetRegistry, bundle: SiteBundle, inst: ModuleInstance, issues: ConfigIssue[]): ResolvedModule {
  const base = { id: inst.id, type: inst.type, variant: inst.variant };
  const def = registry.get(inst.type);
  if (!def) {
    const message = `Unknown widget type "${inst.type}"`;
    issues.push({ source: `module:${inst.id}`, pointer: '/type', message });
    return { ...base, props: inst.props ?? {}, error: { kind: 'unknown-type', message } };
  }
  let props = { ...(def.defaults as Record<string, unknown>), ...(inst.props ?? {}) };
  try {
    if (inst.version !== undefined && inst.version < def.version) props = upgradeProps(def, props, inst.version);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ...base, props, error: { kind: 'props', message } };
  }
  const errors = validatorFor(def.schema)(props);
  if (errors.length) {
    for (const e of errors) issues.push({ source: `module:${inst.id}`, pointer: `/props${e.pointer}`, message: e.message });
    return { ...base, props, error: { kind: 'props', message: `Invalid props for "${inst.type}": ${formatErrors(errors)}` } };
  }
  const variant = inst.variant ?? def.variantOf?.({ bundle, props });
  return { ...base, variant, props };
}

async function runModule(
  registry: WidgetRegistry,
  m: ResolvedModule,
  ctx: Omit<Parameters<NonNullable<ReturnType<WidgetRegistry['get']>>['load'] & object>[0], 'props'>,
  issues: ConfigIssue[],
): Promise<void> {
  const def = registry.get(m.type)!;
  const view = registry.viewFor(def, m.variant);
  try {
    const head = def.head as { preload?: () => Promise<unknown> } | undefined;
    const [data] = await Promise.all([
      def.load ? def.load({ ...ctx, props: m.props }) : Promise.resolve(undefined),
      view.preload(),
      head?.preload?.(),
      loadTexts(ctx.uiLang, def.texts),
    ]);
    if (data !== undefined) m.data = data;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    issues.push({ source: `module:${m.id}`, pointer: '', message });
    m.error = { kind: 'load', message };
  }
}

/** Preload the view chunks a page needs (before hydration, so the first client render is synchronous). */
export async function preloadViews(registry: WidgetRegistry, page: PageData, opts: { hydrating?: boolean } = {}): Promise<void> {
  const jobs: Promise<unknown>[] = [];
  for (const mods of Object.values(page.regions)) {
    for (const m of mods) {
      const def = registry.get(m.type);
      // hydration keeps static widgets' server HTML (WidgetHost), so their code is not needed yet
      if (def && !m.error && !(opts.hydrating && def.static)) {
        jobs.push(registry.viewFor(def, m.variant).preload().catch(() => undefined), loadTexts(page.uiLang, def.texts).catch(() => undefined));
      }
    }
  }
  await Promise.all(jobs);
}
