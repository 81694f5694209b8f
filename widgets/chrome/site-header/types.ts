import type { WidgetViewProps } from '../../../engine/registry/types';
import type { SearchOption } from '../../../schemas/generated/types';

/** Props of the site-header widget (schema.json). Everything else comes from the header config. */
export interface SiteHeaderProps {
  /** Count-based overflow: top-level menu items shown before "More" (each style has its own default). */
  moreAfter?: number;
}

/** What the site-header loader fetches (index.ts): serialised into the page for hydration. */
export interface SiteHeaderData {
  /**
   * Search-field options of the search box's first resource type (spec 2.4, 7.1). Absent when the
   * type has no field selector or the call failed; other types are fetched in the browser.
   */
  searchOptions?: { type: string; options: SearchOption[] };
}

export type SiteHeaderViewProps = WidgetViewProps<SiteHeaderProps, SiteHeaderData | undefined>;
