/**
 * Accessibility of every demo site's home page at desktop (1440) and phone (375) widths: axe-core
 * finds no violation of impact serious or critical, at the top of the page and scrolled (with the
 * fixed header, floating toolbar and back-to-top shown), and the page reflows at 375 px without
 * horizontal scrolling (WCAG 1.4.10, which axe does not check).
 */
import { expect, test } from '@playwright/test';
import { formatViolations, mergeViolations, seriousViolations } from './support/axe';
import { gotoHydrated, makeLong, scrollToY } from './support/page';

const HOME_PAGES = ['/amr/zh/home', '/amr/en/home', '/jnem/zh/home', '/emf/en/home', '/cmg/zh/home', '/all/zh/home'];
const WIDTHS = [1440, 375];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of HOME_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await page.evaluate(() => document.fonts.ready);
        const atTop = await seriousViolations(page);
        // scrolled: the fixed header, the floating toolbar and back-to-top are shown too
        await makeLong(page);
        await scrollToY(page, 600);
        await expect(page.getByRole('button', { name: /^(返回顶部|Back to top)$/ })).toBeVisible();
        await expect(page.locator('[data-toolbar-style][data-visible]')).toHaveCSS('opacity', '1'); // its code loads on this first scroll; then it fades in
        const scrolled = await seriousViolations(page);
        const violations = mergeViolations(atTop, scrolled);
        expect(violations.map((v) => v.id), `axe on ${path} at ${width} px:\n${formatViolations(violations)}`).toEqual([]);
      });
    }
  });
}

test.describe('reflow at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  for (const path of HOME_PAGES) {
    test(`${path} needs no horizontal scrolling`, async ({ page }) => {
      await gotoHydrated(page, path);
      const wide = await page.evaluate(() => {
        const vw = document.documentElement.clientWidth;
        return [...document.querySelectorAll('main *, header *, footer *')]
          .filter((el) => getComputedStyle(el).visibility !== 'hidden' && el.getClientRects().length > 0)
          .map((el) => ({ el: `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`, right: Math.round(el.getBoundingClientRect().right) }))
          .filter((r) => r.right > vw + 1)
          .slice(0, 5);
      });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `page is ${scrollWidth} px wide; wider than the viewport: ${JSON.stringify(wide)}`).toBeLessThanOrEqual(375);
    });
  }
});
