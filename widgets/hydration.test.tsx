// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { PageContext } from '../engine/render/context';
import { createI18n } from '../engine/i18n';
import { fixtureBundle, pageContext } from './testing/renderWithPage';
import { allViews } from './testing/allViews';

describe('hydration', () => {
  it.each(['/zh/home', '/cmg/en/issues'])('hydrates every view and variant without mismatch at %s', async (path) => {
    const bundle = fixtureBundle();
    for (const [name, View, props] of await allViews()) {
      const tree = (ctxI18n: ReturnType<typeof createI18n>) => (
        <PageContext.Provider value={pageContext({ path, bundle })}>
          <I18nextProvider i18n={ctxI18n}>
            <View props={props} data={undefined} id={name} />
          </I18nextProvider>
        </PageContext.Provider>
      );
      const ui = pageContext({ path, bundle }).uiLang;
      const html = renderToString(tree(createI18n(ui)));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      const errors: unknown[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a));
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, tree(createI18n(ui)), { onRecoverableError: (e) => errors.push(e) });
      });
      spy.mockRestore();
      expect(errors, name).toEqual([]);
      act(() => root!.unmount());
      container.remove();
    }
  });
});
