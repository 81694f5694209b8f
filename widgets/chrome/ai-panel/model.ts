/** What the AI panel shows, from the site's aiqa config (schemas/aiqa-config.schema.json). */
import type { UiLang } from '../../../engine/routing/pageKinds';
import type { AiqaConfig } from '../../../schemas/generated/types';
import { text } from '../../shared/text';

/** The schema's default title; English pages show the English default instead of it. */
export const AI_DEFAULT_TITLE = '鸿云智能（Beta版）';

export interface AiPanelModel {
  /** The title, or undefined for the interface language's default (i18n ai.defaultTitle). */
  title?: string;
  /** The frame address: http(s) or a same-site path, else undefined (panel says unavailable). */
  frameUrl?: string;
}

/** Only http(s) and same-site paths go into the frame; anything else counts as not configured. */
function frameUrlOf(v: unknown): string | undefined {
  const s = text(v);
  return s && (/^https?:\/\//i.test(s) || /^\/(?!\/)/.test(s)) ? s : undefined;
}

/** undefined when the panel is off (enabled is not true). */
export function aiPanelModel(c: AiqaConfig | null | undefined, uiLang: UiLang): AiPanelModel | undefined {
  if (c?.enabled !== true) return undefined;
  const zh = text(c.title);
  const en = text(c.enTitle);
  const custom = zh && zh !== AI_DEFAULT_TITLE ? zh : undefined;
  return { title: uiLang === 'en' ? (en ?? custom) : (zh ?? en), frameUrl: frameUrlOf(c.url) };
}
