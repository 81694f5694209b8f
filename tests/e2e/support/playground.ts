/**
 * Render a page through the operator playground (/playground) with a chosen header navStyle and
 * preview width, and make the preview iframe ready for a pixel comparison: fonts and images
 * loaded, no caret, no transitions or animations, no hover, fixed clock, and the page content
 * under the header hidden.
 */
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';

export type PreviewWidth = 1440 | 768 | 375;
const WIDTH_BUTTON: Record<PreviewWidth, string> = { 1440: 'desktop', 768: 'tablet', 375: 'phone' };

/** Wide enough that the preview panel (7/12 of the window) shows a 1440 px preview unscaled. */
export const PLAYGROUND_VIEWPORT = { width: 2600, height: 1300 };

/** A fixed "now" for anything that reads the date (greetings, footers, relative dates). */
export const FIXED_NOW = new Date('2025-06-02T02:00:00Z');

const FREEZE_CSS = `
*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
/* only the header counts: the page below it (news, content, footer) would show through the
   transparent overlay styles and change with the demo content */
main, aside, footer { visibility: hidden !important; }`;

export interface Preview {
  frame: FrameLocator;
  /** The preview document's frame, for evaluate(). */
  doc: Frame;
  header: Locator;
}

export async function openPreview(page: Page, opts: { site: string; lang: 'zh' | 'en'; navStyle: number; width: PreviewWidth }): Promise<Preview> {
  const { site, lang, navStyle, width } = opts;
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`/playground?site=${site}&page=home&lang=${lang}&part=header`);
  const frame = page.frameLocator('iframe[title="Page preview"]');
  await expect(frame.locator(`[data-site="${site}"][data-page="home"]`)).toBeVisible();

  // true pixels: no scaling to the panel, the chosen device width
  const fit = page.getByRole('checkbox', { name: 'Fit to panel' });
  await fit.uncheck();
  await expect(fit).not.toBeChecked();
  await page.locator(`button[data-width="${WIDTH_BUTTON[width]}"]`).click();
  const iframe = page.locator('iframe[title="Page preview"]');
  await expect(iframe).toHaveAttribute('data-width', String(width));
  await expect(iframe).not.toHaveAttribute('style', /scale\(/);

  await page.getByTestId('select-navstyle').selectOption(String(navStyle));
  const header = frame.locator(`header[data-nav-style="${navStyle}"]`).first();
  await expect(header).toBeVisible();
  await expect(page.getByTestId('preview-status')).toHaveText(new RegExp(`^${site}/${lang}/home`));
  await expect(page.getByTestId('engine-issues')).toHaveCount(0);

  const doc = await (await iframe.elementHandle())!.contentFrame();
  if (!doc) throw new Error('the preview iframe has no document');
  await doc.addStyleTag({ content: FREEZE_CSS });
  await settle(page, doc);
  return { frame, doc, header };
}

/** Fonts ready, every image in the preview loaded (or failed for good), the mouse out of the way. */
export async function settle(page: Page, doc: Frame): Promise<void> {
  await page.mouse.move(1, 1);
  await doc.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    await Promise.all(
      images.map((img) =>
        img.complete
          ? undefined
          : new Promise<void>((resolve) => {
              img.addEventListener('load', () => resolve(), { once: true });
              img.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    );
    await Promise.all(images.map((img) => (img.complete && img.naturalWidth > 0 ? img.decode().catch(() => undefined) : undefined)));
    (document.activeElement as HTMLElement | null)?.blur?.();
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  });
  const broken = await doc.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth === 0 && i.getAttribute('src')).map((i) => i.getAttribute('src')));
  expect(broken, 'images that did not load in the preview').toEqual([]);
}
