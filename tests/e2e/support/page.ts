/** Shared helpers for the browser tests of the site chrome (header, menus, search, toolbar). */
import { expect, type Page } from '@playwright/test';

/** Open a reader page and wait until React has hydrated it (the engine sets html[data-hydrated]). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), `GET ${path}`).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
}

/** Make the page at least `px` tall, so scroll thresholds can be reached on a short page. */
export async function makeLong(page: Page, px = 4000): Promise<void> {
  await page.addStyleTag({ content: `body { min-height: ${px}px !important; }` });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(px);
}

/** Scroll the window to `y` and let the scroll listeners and React commit run (two frames). */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  }, y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  // a little slack for the listeners' state updates and the 200 ms opacity/visibility transition
  await page.waitForTimeout(250);
}

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Mark the window, so a test can tell an in-place navigation (marker kept) from a reload (marker gone). */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eMarker?: number }).__e2eMarker = 42));
}

export async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker === 42);
}

/** Console errors and page errors seen while a test ran. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The name of the element holding keyboard focus: role, accessible-ish text and a few attributes. */
export async function focused(page: Page): Promise<{ tag: string; role: string | null; text: string; expanded: string | null; inMenubar: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      role: el?.getAttribute('role') ?? null,
      text: (el?.textContent ?? '').trim(),
      expanded: el?.getAttribute('aria-expanded') ?? null,
      inMenubar: !!el?.closest('[role="menubar"]'),
    };
  });
}
