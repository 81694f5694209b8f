/**
 * A quicker `t` for one i18next instance. A server page calls t() several hundred times and
 * i18next's general path (option merging, key parsing, fallbacks, nesting) made up a sixth of an
 * article page's rendering time. Our texts are plain strings with `{{name}}` placeholders, so
 * those are looked up once and filled in here; anything else (plurals and other options, nesting,
 * formats, missing keys, objects) goes to i18next itself, so the output is always i18next's.
 */
import type { I18n, TFunction } from './index';

/** Options that change what i18next looks up or how; a call with any of them goes to i18next. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'defaultValue',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'replace',
  'ordinal',
  'postProcess',
  'interpolation',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'skipInterpolation',
  'missingInterpolationHandler',
]);

/** Placeholders other than `{{identifier}}` (formats, unescaped `{{- x}}`, paths) and nesting. */
const NOT_PLAIN = /\{\{(?!\s*[A-Za-z_$][\w$]*\s*\}\})|\$t\(/;
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

type Values = Record<string, unknown>;

function plainValues(options: object): options is Values {
  for (const [k, v] of Object.entries(options)) {
    if (I18NEXT_OPTIONS.has(k) || k.startsWith('defaultValue')) return false;
    if (typeof v !== 'string' && typeof v !== 'number') return false;
  }
  return true;
}

function fill(text: string, values: Values): string | undefined {
  let missing = false;
  const out = text.replace(PLACEHOLDER, (_, name: string) => {
    const v = values[name];
    if (v === undefined) missing = true;
    return String(v);
  });
  return missing ? undefined : out;
}

const byInstance = new WeakMap<I18n, TFunction>();

/** The quick `t` of an instance (one per instance, so its identity is stable across renders). */
export function fastT(i18n: I18n): TFunction {
  let t = byInstance.get(i18n);
  if (t) return t;
  const slow = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => string;
  // key -> its plain text, or null when i18next must handle the key
  const plain = new Map<string, string | null>();
  i18n.store.on('added', () => plain.clear());
  const lookup = (key: string): string | null => {
    const lngs = [i18n.language, ...((i18n.options.fallbackLng as string[] | string | undefined) ?? [])].flat();
    for (const lng of lngs) {
      const v: unknown = i18n.getResource(lng, 'translation', key);
      if (v === undefined || v === null) continue;
      return typeof v === 'string' && !NOT_PLAIN.test(v) ? v : null;
    }
    return null;
  };
  t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0 || (options !== undefined && (typeof options !== 'object' || options === null || !plainValues(options)))) {
      return slow(key, options, ...rest);
    }
    let text = plain.get(key);
    if (text === undefined) {
      text = lookup(key);
      plain.set(key, text);
    }
    if (text === null) return slow(key, options);
    if (options === undefined || !text.includes('{{')) return text;
    return fill(text, options as Values) ?? slow(key, options);
  }) as unknown as TFunction;
  byInstance.set(i18n, t);
  return t;
}
