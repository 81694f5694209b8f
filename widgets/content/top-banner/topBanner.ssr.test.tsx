/** Server rendering (no DOM): the banner's height comes from CSS, so it holds before any script runs. */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import TopBanner from './View';
import { PageContext } from '../../../engine/render/context';
import { createI18n } from '../../../engine/i18n';
import { pageContext } from '../../testing/renderWithPage';

describe('top-banner on the server', () => {
  it('holds the 683:175 shape and gives every picture a text alternative', () => {
    const ctx = pageContext({ path: '/cmg/zh/home' });
    const html = renderToString(
      <PageContext.Provider value={ctx}>
        <I18nextProvider i18n={createI18n(ctx.uiLang)}>
          <TopBanner
            props={{
              images: [
                { src: 'a.svg', alt: '横幅一' },
                { src: 'b.svg', alt: '横幅二' },
              ],
            }}
            data={undefined}
            id="tb"
          />
        </I18nextProvider>
      </PageContext.Provider>,
    );
    expect(html).toMatch(/aspect-ratio:683\s*\/\s*175/);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).not.toMatch(/<img[^>]*alt=""/);
  });
});
