import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { SiteFooterProps } from './View';
import { defineTexts } from '../../../engine/i18n/texts';

/** Site footer from the footer config (spec 2.4, 3). */
export default defineWidget<SiteFooterProps, unknown>({
  type: 'site-footer',
  version: 1,
  family: 'chrome',
  title: 'Site footer',
  description: 'Logo, contact and legal lines (ICP, PICP, copyright), QR image, optional visit counter, browser and cookie notices.',
  schema,
  defaults: { showBrowserNotice: true, showCookieNotice: true },
  view: lazyView(() => import('./View')),
  texts: [defineTexts('footer', { zh: () => import('./i18n/footer.zh.json'), en: () => import('./i18n/footer.en.json') })],
  presets: [
    { name: 'With notices', description: "The site's footer config with the browser and cookie notices.", props: { showBrowserNotice: true, showCookieNotice: true } },
    { name: 'Without notices', props: { showBrowserNotice: false, showCookieNotice: false } },
  ],
});
