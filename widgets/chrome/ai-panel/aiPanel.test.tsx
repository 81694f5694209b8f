// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import AiPanel from './View';
import { aiPanelModel } from './model';
import { fixtureBundle, renderWithPage } from '../../testing/renderWithPage';

afterEach(cleanup);

const open = (aiqa: Record<string, unknown>, path = '/cmg/zh/home', props = {}) =>
  renderWithPage(<AiPanel props={props} data={undefined} id="ai" />, { path, bundle: fixtureBundle({ aiqa }) });

describe('ai-panel', () => {
  it('renders nothing unless the aiqa config is enabled', () => {
    expect(open({}).container.innerHTML).toBe('');
    cleanup();
    expect(open({ enabled: false, url: 'https://ai.example.org' }).container.innerHTML).toBe('');
  });

  it('toggles a side panel with the frame; focus moves in and back; Escape closes', () => {
    open({ enabled: true, title: '鸿云智能（Beta版）', url: 'https://ai.example.org/chat/cmg' });
    const toggle = screen.getByRole('button', { name: '智能问答' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('iframe')).toBeNull(); // no frame before the first opening

    fireEvent.click(toggle);
    const panel = screen.getByRole('dialog', { name: '鸿云智能（Beta版）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    const frame = panel.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://ai.example.org/chat/cmg');
    expect(frame.getAttribute('title')).toBe('鸿云智能（Beta版）');
    const close = screen.getByRole('button', { name: '关闭智能问答' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('iframe')).not.toBeNull(); // kept: the conversation survives

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: '关闭智能问答' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('says the assistant is unavailable when no frame address is configured (English default title)', () => {
    open({ enabled: true, title: '鸿云智能（Beta版）', enTitle: '', url: '' }, '/en/home');
    fireEvent.click(screen.getByRole('button', { name: 'Ask AI' }));
    const panel = screen.getByRole('dialog', { name: 'Hongyun AI (Beta)' });
    expect(panel.querySelector('iframe')).toBeNull();
    expect(panel.textContent).toContain('The AI assistant is not available for this site.');
  });

  it('can start open (previews) without taking the focus', () => {
    open({ enabled: true, url: 'https://ai.example.org' }, '/zh/home', { defaultOpen: true });
    expect(screen.getByRole('dialog', { name: '鸿云智能（Beta版）' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('aiPanelModel', () => {
  it('takes the configured titles, English falling back to a custom Chinese title', () => {
    expect(aiPanelModel({ enabled: true, title: '本刊助手', enTitle: 'Journal Assistant' }, 'en')?.title).toBe('Journal Assistant');
    expect(aiPanelModel({ enabled: true, title: '本刊助手' }, 'en')?.title).toBe('本刊助手');
    expect(aiPanelModel({ enabled: true, title: '鸿云智能（Beta版）' }, 'en')?.title).toBeUndefined(); // i18n default
    expect(aiPanelModel({ enabled: true, title: '本刊助手', enTitle: 'Journal Assistant' }, 'zh')?.title).toBe('本刊助手');
  });

  it('accepts only http(s) and same-site frame addresses', () => {
    expect(aiPanelModel({ enabled: true, url: 'javascript:alert(1)' }, 'zh')?.frameUrl).toBeUndefined();
    expect(aiPanelModel({ enabled: true, url: '//evil.example.org' }, 'zh')?.frameUrl).toBeUndefined();
    expect(aiPanelModel({ enabled: true, url: '/aiqa/chat' }, 'zh')?.frameUrl).toBe('/aiqa/chat');
    expect(aiPanelModel({ enabled: true, url: 'null' }, 'zh')?.frameUrl).toBeUndefined();
  });
});

describe('ai-panel server render and hydration', () => {
  it('hydrates without mismatch, closed and open', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const { I18nextProvider } = await import('react-i18next');
    const { PageContext } = await import('../../../engine/render/context');
    const { createI18n } = await import('../../../engine/i18n');
    const { pageContext } = await import('../../testing/renderWithPage');
    const ctx = pageContext({ path: '/en/home', bundle: fixtureBundle({ aiqa: { enabled: true, url: 'https://ai.example.org' } }) });
    for (const props of [{}, { defaultOpen: true }]) {
      const tree = () => (
        <PageContext.Provider value={ctx}>
          <I18nextProvider i18n={createI18n(ctx.uiLang)}>
            <AiPanel props={props} data={undefined} id="ai" />
          </I18nextProvider>
        </PageContext.Provider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree());
      document.body.appendChild(container);
      const errors: unknown[] = [];
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, tree(), { onRecoverableError: (e) => errors.push(e) });
      });
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-ai-toggle]')).not.toBeNull();
      act(() => root!.unmount());
      container.remove();
    }
  });
});
