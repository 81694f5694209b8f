// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import LanguageNotice, { showsLanguageNotice } from './View';
import { renderWithPage } from '../../testing/renderWithPage';

afterEach(cleanup);

describe('language-notice', () => {
  it('decides by URL language and page kind', () => {
    expect(showsLanguageNotice('ru', 'home')).toBe(true);
    expect(showsLanguageNotice('de', 'issues')).toBe(true);
    expect(showsLanguageNotice('ru', 'article')).toBe(false);
    expect(showsLanguageNotice('zh', 'home')).toBe(false);
    expect(showsLanguageNotice('en', 'home')).toBe(false);
  });

  it('shows the spec text on other-language pages except articles', () => {
    renderWithPage(<LanguageNotice />, { path: '/ru/home' });
    expect(screen.getByRole('note').textContent).toBe('This languange currently only supports metadata for paper detail pages.');
    cleanup();
    renderWithPage(<LanguageNotice />, { path: '/fra/article/12' });
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderWithPage(<LanguageNotice />, { path: '/en/home' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
