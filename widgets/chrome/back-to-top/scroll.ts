/**
 * Scroll to the top in about 500 ms with 16.7 ms ticks (spec 4, 9); clicks while moving are
 * ignored. Timer-driven (not requestAnimationFrame) so the timing is the spec's and testable.
 */
export const SCROLL_MS = 500;
export const TICK_MS = 16.7;
export const THRESHOLD_STYLE1 = 300;
export const THRESHOLD_STYLE2 = 400;

export interface ScrollWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  setInterval(fn: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export interface Scroller {
  /** Start scrolling; false (ignored) when already moving or at the top. */
  start(): boolean;
  moving(): boolean;
  cancel(): void;
}

const easeOut = (x: number) => 1 - (1 - x) ** 3;

export function createScroller(win: ScrollWindow, duration = SCROLL_MS, tick = TICK_MS): Scroller {
  let timer: number | undefined;
  const stop = () => {
    if (timer !== undefined) win.clearInterval(timer);
    timer = undefined;
  };
  return {
    moving: () => timer !== undefined,
    cancel: stop,
    start() {
      if (timer !== undefined) return false;
      const from = win.scrollY;
      if (from <= 0) return false;
      const steps = Math.max(1, Math.round(duration / tick));
      let i = 0;
      timer = win.setInterval(() => {
        i += 1;
        const y = i >= steps ? 0 : Math.round(from * (1 - easeOut(i / steps)));
        win.scrollTo(0, y);
        if (i >= steps) stop();
      }, tick);
      return true;
    },
  };
}
