import type { WidgetViewProps } from '../../../engine/registry/types';

/** Props of the site-header widget (schema.json). Everything else comes from the header config. */
export interface SiteHeaderProps {
  /** Count-based overflow: top-level menu items shown before "More" (each style has its own default). */
  moreAfter?: number;
}

export type SiteHeaderViewProps = WidgetViewProps<SiteHeaderProps, unknown>;
