/**
 * Text namespaces: the texts of one widget, or of several widgets, under one top-level key
 * (`newsPages.title`). A namespace's files sit in the folder that owns it
 * (`<widget>/i18n/<name>.<lang>.json`, or `widgets/shared/i18n/` when several widgets use it); a
 * widget definition lists the namespaces its view and head use (`texts`). The engine learns of
 * them only from the definitions: the browser loads a namespace, one language at a time, with the
 * first widget that names it, so a page downloads only the texts of the widgets it shows; Node
 * installs every namespace of the registered widgets at once. The engine's own texts (error and
 * standalone pages, page titles) are ./locales/<lang>.json, loaded with the language.
 */
import type { UiLang } from '../routing/pageKinds';

export type Texts = Record<string, unknown>;

export interface TextNamespace {
  /** The top-level key of its texts; one namespace per name. */
  readonly name: string;
  /** Its texts in one interface language (their own chunk in the browser). */
  load(uiLang: UiLang): Promise<{ default: Texts }>;
}

/** A namespace from its per-language files: defineTexts('header', { zh: () => import('./i18n/header.zh.json'), en: ... }). */
export function defineTexts(name: string, files: Record<UiLang, () => Promise<{ default: Texts }>>): TextNamespace {
  return { name, load: (uiLang) => files[uiLang]() };
}
