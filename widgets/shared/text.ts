/**
 * Small helpers for configured values shared by widgets. Configured strings come from operators
 * and older systems: empty, 'null' and 'undefined' count as absent (spec 3, footer config).
 */
import type { UiLang } from '../../engine/routing/pageKinds';
import { isSafeHref } from '../../engine/routing/menu';

/** True for a usable configured string: not empty/blank and not the text 'null' or 'undefined'. */
export function present(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const v = s.trim();
  return v !== '' && v !== 'null' && v !== 'undefined';
}

/** The trimmed string when present, else undefined. */
export function text(s: unknown): string | undefined {
  return present(s) ? s.trim() : undefined;
}

/** A configured switch: 1, '1' or true. */
export function flag(v: unknown): boolean {
  return v === 1 || v === '1' || v === true;
}

/** The text for the interface language: English falls back to Chinese and vice versa. */
export function byLang(uiLang: UiLang, zh: unknown, en: unknown): string | undefined {
  return uiLang === 'en' ? (text(en) ?? text(zh)) : (text(zh) ?? text(en));
}

/** URL of a configured file: a URL as given, else a file id served by /rc-pub/front/files/get. */
export function fileUrl(urlOrId: unknown): string | undefined {
  const v = text(urlOrId);
  if (!v) return undefined;
  if (/^(https?:)?\/\//i.test(v) || v.startsWith('/') || /^data:image\//i.test(v)) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return undefined; // other schemes are never images of ours
  return `/rc-pub/front/files/get?id=${encodeURIComponent(v)}`;
}

/** A configured link usable in href (present and of a safe scheme), else undefined. */
export function safeHref(v: unknown): string | undefined {
  const s = text(v);
  return s && isSafeHref(s) ? s : undefined;
}

/** True for links leaving the portal (absolute http(s) or protocol-relative). */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
