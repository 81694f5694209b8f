/**
 * Every widget view (and every variant) renders on the server without a window, and hydrates in
 * the browser without mismatches.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { PageContext } from '../engine/render/context';
import { createI18n } from '../engine/i18n';
import { fixtureBundle, pageContext } from './testing/renderWithPage';
import { allViews } from './testing/allViews';

const bundle = fixtureBundle({
  footer: { showLogo: 1, chLogo: 'x.svg', phone: '010', showVisits: 1, sumVisits: 3, todayVisits: 1, configData: { cssContent: 'footer{color:red}' } },
  header: { configData: { cssContent: '.x{color:blue}', customButtonList: [{ customButtonStatus: 1, customButtonName: '按钮', customButtonLinkValue: '/a' }] } },
});

describe('server rendering (no window)', () => {
  it('runs without a DOM', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  it.each(['/zh/home', '/cmg/en/issues', '/ru/home'])('renders every view and variant at %s', async (path) => {
    const ctx = pageContext({ path, bundle });
    const i18n = createI18n(ctx.uiLang);
    for (const [name, View, props] of await allViews()) {
      const html = renderToString(
        <PageContext.Provider value={ctx}>
          <I18nextProvider i18n={i18n}>
            <View props={props} data={undefined} id={name} />
          </I18nextProvider>
        </PageContext.Provider>,
      );
      expect(html, name).not.toMatch(/<script/);
      if (name.startsWith('site-header') && name !== 'site-header#3') expect(html, name).toContain('role="menubar"');
    }
  });
});
