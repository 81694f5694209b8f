import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { AiPanelProps } from './View';
import { defineTexts } from '../../../engine/i18n/texts';

/**
 * AI question-and-answer panel (spec 2.4). No loader: the site's aiqa config
 * (/front/aiqa/getAiqaConfig) is already part of the validated site bundle.
 */
export default defineWidget<AiPanelProps, unknown>({
  type: 'ai-panel',
  version: 1,
  family: 'chrome',
  title: 'AI panel',
  description: "Button (bottom right) toggling a side panel with the AI assistant's frame; shows only when the site's aiqa config is enabled.",
  schema,
  defaults: {},
  view: lazyView(() => import('./View')),
  texts: [defineTexts('ai', { zh: () => import('./i18n/ai.zh.json'), en: () => import('./i18n/ai.en.json') })],
  presets: [
    { name: 'Button', description: 'Closed: only the button shows (needs a site whose aiqa config is enabled).', props: {} },
    { name: 'Open panel', props: { defaultOpen: true } },
  ],
});
