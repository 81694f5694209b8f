import { createContext, useContext } from 'react';
import type { SiteBundle } from '../config/bundle';
import type { Lang, UiLang } from '../routing/pageKinds';
import type { RouteMatch } from '../routing/match';
import type { Channel, Site } from '../../schemas/generated/types';
import type { ThemeVars } from '../theme';

/** How unknown widgets and widget errors are shown. */
export type RenderMode = 'production' | 'development' | 'playground';

export interface PageContextValue {
  site: Site;
  bundle: SiteBundle;
  /** Language from the URL (or cookie / site default). */
  lang: Lang;
  /** Interface language: zh, or en for every other language. */
  uiLang: UiLang;
  route: RouteMatch;
  /** The channel a channel page (catch-all /{lang}/{code}) shows, else null. */
  channel: Channel | null;
  theme: ThemeVars;
  mode: RenderMode;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The page a widget is rendered in: site, validated config bundle, language, route, theme. */
export function usePage(): PageContextValue {
  const v = useContext(PageContext);
  if (!v) throw new Error('usePage() must be used inside a SiteRenderer');
  return v;
}
