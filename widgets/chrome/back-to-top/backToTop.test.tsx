// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import View1 from './View1';
import View2 from './View2';
import { createScroller, SCROLL_MS, TICK_MS, type ScrollWindow } from './scroll';
import { renderWithPage } from '../../testing/renderWithPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('createScroller', () => {
  it('reaches the top in about 500 ms with 16.7 ms ticks and ignores starts while moving', () => {
    vi.useFakeTimers();
    const ys: number[] = [];
    const win: ScrollWindow = {
      scrollY: 1000,
      scrollTo: (_x, y) => {
        ys.push(y);
        win.scrollY = y;
      },
      setInterval: (fn, ms) => setInterval(fn, ms) as unknown as number,
      clearInterval: (id) => clearInterval(id),
    };
    const s = createScroller(win);
    expect(s.start()).toBe(true);
    expect(s.start()).toBe(false); // ignored while moving
    vi.advanceTimersByTime(TICK_MS * 10);
    expect(s.moving()).toBe(true);
    expect(win.scrollY).toBeGreaterThan(0);
    vi.advanceTimersByTime(SCROLL_MS);
    expect(s.moving()).toBe(false);
    expect(win.scrollY).toBe(0);
    expect(ys.length).toBe(Math.round(SCROLL_MS / TICK_MS));
    expect([...ys].sort((a, b) => b - a)).toEqual(ys); // monotonic
    expect(s.start()).toBe(false); // already at the top
  });
});

describe('back-to-top views', () => {
  it('style 1 appears after 300 px, style 2 after 400 px', () => {
    renderWithPage(<View1 props={{}} data={undefined} id="b" />);
    const b1 = document.querySelector<HTMLButtonElement>('[data-back-to-top="1"]')!;
    expect(b1.getAttribute('aria-label')).toBe('返回顶部');
    expect(b1.style.visibility).toBe('hidden');
    setScroll(350);
    expect(b1.style.visibility).toBe('visible');
    cleanup();
    renderWithPage(<View2 props={{}} data={undefined} id="b" />, { path: '/en/home' });
    const b2 = document.querySelector<HTMLButtonElement>('[data-back-to-top="2"]')!;
    expect(b2.getAttribute('aria-label')).toBe('Back to top');
    setScroll(350);
    expect(b2.style.visibility).toBe('hidden');
    setScroll(450);
    expect(b2.style.visibility).toBe('visible');
  });

  it('scrolls to the top on click', () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn((_x: number, y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true }));
    vi.stubGlobal('scrollTo', scrollTo);
    renderWithPage(<View1 props={{}} data={undefined} id="b" />);
    setScroll(800);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    act(() => {
      vi.advanceTimersByTime(SCROLL_MS + 50);
    });
    expect(scrollTo).toHaveBeenCalledTimes(Math.round(SCROLL_MS / TICK_MS));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    vi.unstubAllGlobals();
  });
});
