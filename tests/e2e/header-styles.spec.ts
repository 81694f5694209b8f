/**
 * Visual regression of the 13 header variants (navStyle 1-13, spec 2.4) at desktop (1440) and
 * phone (375) widths. Only six navStyles occur on the demo sites, so each one is rendered through
 * the operator playground (the navStyle switch edits amr's header) and the <header> inside the
 * preview iframe is compared with the committed baseline
 * tests/e2e/header-styles.spec.ts-snapshots/navstyle-<n>-<width>.png.
 *
 * After an intended change to a header style: `npx playwright test tests/e2e/header-styles.spec.ts
 * --update-snapshots`, look at the new images, and commit them.
 */
import { expect, test } from '@playwright/test';
import { PLAYGROUND_VIEWPORT, openPreview, type PreviewWidth } from './support/playground';

const NAV_STYLES = Array.from({ length: 13 }, (_, i) => i + 1);
const WIDTHS: PreviewWidth[] = [1440, 375];

test.use({ viewport: PLAYGROUND_VIEWPORT });

for (const navStyle of NAV_STYLES) {
  for (const width of WIDTHS) {
    test(`navStyle ${navStyle} at ${width} px matches its baseline`, async ({ page }) => {
      const { header } = await openPreview(page, { site: 'amr', lang: 'zh', navStyle, width });
      const box = await header.boundingBox();
      expect(box, 'the header has a size').not.toBeNull();
      // the header spans the simulated device, not the operator's window
      expect(Math.round(box!.width)).toBe(width);
      expect(box!.height).toBeGreaterThan(30);
      await expect(header).toHaveScreenshot(`navstyle-${navStyle}-${width}.png`, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 });
    });
  }
}
