/**
 * Colour themes (spec 3 Site.colour, spec 9 "Eleven colour themes"): eleven presets (ids 1-11),
 * each with a primary, a hover, translucent .8 and .1 variants of the primary and a bottom-line
 * colour; colour 0 selects the site's custom colours colour1 (primary), colour2 (hover) and
 * colour3 (bottom line). Widgets use the CSS custom properties of `themeCssVars`, never the hex
 * values, so one stylesheet serves every site.
 */
import type { PageKind } from '../routing/pageKinds';

export interface ThemeVars {
  /** Preset id 1-11, or 0 for custom colours. */
  id: number;
  primary: string;
  hover: string;
  /** The primary at 80 % opacity. */
  primary80: string;
  /** The primary at 10 % opacity (tints, hover backgrounds). */
  primary10: string;
  /** Bottom-line (accent) colour under the navigation bar. */
  line: string;
  /** Text colour on a primary background. */
  onPrimary: string;
}

/** The fields of a site that choose its theme; a generated `Site` satisfies it. */
export interface ThemeSite {
  colour?: number | null;
  colour1?: string | null;
  colour2?: string | null;
  colour3?: string | null;
  grayType?: number | null;
}

interface Preset {
  name: string;
  primary: string;
  hover: string;
  line: string;
}

/** The eleven preset palettes, by id. Hover is a darker shade, the line darker still. */
export const PRESET_THEMES: Readonly<Record<number, Preset>> = Object.freeze({
  1: { name: 'academic blue', primary: '#1f5fa8', hover: '#174a85', line: '#0f3564' },
  2: { name: 'sky blue', primary: '#1f79be', hover: '#1a659f', line: '#135487' },
  3: { name: 'teal', primary: '#0d8284', hover: '#0a6d6f', line: '#075254' },
  4: { name: 'forest green', primary: '#2e7d32', hover: '#246428', line: '#1a4a1d' },
  5: { name: 'crimson red', primary: '#b3261e', hover: '#911e18', line: '#6d1612' },
  6: { name: 'royal purple', primary: '#673ab7', hover: '#532e94', line: '#3e2270' },
  7: { name: 'amber orange', primary: '#bb5916', hover: '#9c4a12', line: '#7a3a0e' },
  8: { name: 'navy', primary: '#1d2f57', hover: '#142240', line: '#0b152b' },
  9: { name: 'burgundy', primary: '#8c1d40', hover: '#701733', line: '#541126' },
  10: { name: 'bronze', primary: '#946b24', hover: '#78561c', line: '#5a4014' },
  11: { name: 'slate', primary: '#44607a', hover: '#364d62', line: '#283a4a' },
});

export const PRESET_IDS: readonly number[] = Object.keys(PRESET_THEMES).map(Number);
export const DEFAULT_THEME_ID = 1;

const HEX_RE = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A usable hex colour, or undefined (custom colours are data: never let arbitrary text into CSS). */
export function cleanHex(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && HEX_RE.test(v) ? v.toLowerCase() : undefined;
}

/** [r, g, b] of a #rgb, #rgba, #rrggbb or #rrggbbaa colour (alpha ignored). */
export function hexToRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `rgba(r, g, b, alpha)` of a hex colour. */
export function translucent(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Darken a hex colour by a fraction (0-1), for derived hover and line colours. */
export function darken(hex: string, amount: number): string {
  const rgb = hexToRgb(hex).map((c) => Math.max(0, Math.min(255, Math.round(c * (1 - amount)))));
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function build(id: number, primary: string, hover: string, line: string): ThemeVars {
  return {
    id,
    primary,
    hover,
    primary80: translucent(primary, 0.8),
    primary10: translucent(primary, 0.1),
    line,
    onPrimary: '#ffffff',
  };
}

/** A preset theme by id; unknown ids give the default theme (1). */
export function presetTheme(id: number): ThemeVars {
  const p = PRESET_THEMES[id] ?? PRESET_THEMES[DEFAULT_THEME_ID]!;
  const realId = PRESET_THEMES[id] ? id : DEFAULT_THEME_ID;
  return build(realId, p.primary, p.hover, p.line);
}

/**
 * The theme of a site: colour 1-11 picks a preset, colour 0 the custom colours. A custom theme
 * with no valid primary falls back to the default preset; a missing hover or line colour is
 * derived from the primary (darkened 20 % / 40 %).
 */
export function themeFor(site: ThemeSite | null | undefined): ThemeVars {
  const colour = site?.colour;
  if (colour === 0) {
    const primary = cleanHex(site?.colour1);
    if (!primary) return presetTheme(DEFAULT_THEME_ID);
    const hover = cleanHex(site?.colour2) ?? darken(primary, 0.2);
    const line = cleanHex(site?.colour3) ?? darken(primary, 0.4);
    return build(0, primary, hover, line);
  }
  return presetTheme(typeof colour === 'number' ? colour : DEFAULT_THEME_ID);
}

/** CSS custom properties of a theme; set them on the page root (style attribute or :root rule). */
export function themeCssVars(theme: ThemeVars): Record<string, string> {
  return {
    '--mh-primary': theme.primary,
    '--mh-hover': theme.hover,
    '--mh-primary-80': theme.primary80,
    '--mh-primary-10': theme.primary10,
    '--mh-line': theme.line,
    '--mh-on-primary': theme.onPrimary,
  };
}

/** `:root{--mh-primary:...;...}` for a <style> element (the server may inline it in <head>). */
export function themeCssText(theme: ThemeVars, selector = ':root'): string {
  const body = Object.entries(themeCssVars(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `${selector}{${body}}`;
}

/** Variable references for widget styles, e.g. `color: ${themeVar.primary}`. */
export const themeVar = {
  primary: 'var(--mh-primary, #1f5fa8)',
  hover: 'var(--mh-hover, #174a85)',
  primary80: 'var(--mh-primary-80, rgba(31, 95, 168, 0.8))',
  primary10: 'var(--mh-primary-10, rgba(31, 95, 168, 0.1))',
  line: 'var(--mh-line, #0f3564)',
  onPrimary: 'var(--mh-on-primary, #ffffff)',
} as const;

export type GrayscaleScope = 'none' | 'main' | 'page';

/** Page kinds that count as the index / home area for grayType 1. */
const INDEX_KINDS: ReadonlySet<PageKind> = new Set<PageKind>(['home']);

/**
 * Grayscale display (spec 4): grayType 0 (or absent) none; 1 only the main area of the index/home
 * page; any other non-zero value the whole page.
 */
export function grayscaleScope(site: ThemeSite | null | undefined, pageKind: PageKind): GrayscaleScope {
  const g = site?.grayType;
  if (!g) return 'none';
  if (g === 1) return INDEX_KINDS.has(pageKind) ? 'main' : 'none';
  return 'page';
}

/** The CSS declaration that renders an element in grayscale. */
export const GRAYSCALE_FILTER = 'grayscale(100%)';
