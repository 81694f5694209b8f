/**
 * Site chrome in a real browser (spec 2.4, 4, 5, 9): the phone side menu, the search box (empty
 * alert, result route), the floating toolbar and back-to-top thresholds, keyboard use of the menubar
 * and the width-based More overflow. Every assertion is about what a reader sees or can do.
 */
import { expect, test, type Page } from '@playwright/test';
import { THRESHOLD_STYLE1, THRESHOLD_STYLE2 } from '../../widgets/chrome/back-to-top/scroll';
import { focused, gotoHydrated, makeLong, markWindow, scrollToY, scrollY, windowMarked } from './support/page';

/** Spec 4 and 9: the toolbar (and basket button) show after scrolling past 400 px. */
const TOOLBAR_THRESHOLD = 400;

test.describe('side menu on a phone (375 x 800)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger slides the menu in and locks scrolling; a second level expands; Escape closes it and restores scrolling', async ({ page }) => {
    await gotoHydrated(page, '/amr/zh/home');
    await makeLong(page);
    const menu = page.getByRole('dialog', { name: '网站菜单' });
    await expect(menu).toBeHidden();
    const hamburger = page.getByRole('button', { name: '打开菜单' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await hamburger.click();
    await expect(menu).toBeVisible();
    // slid in: the whole panel is on screen once the 300 ms transition ends
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await expect(page.getByRole('button', { name: '关闭菜单' }).first()).toHaveAttribute('aria-expanded', 'true');

    // page scroll is locked: body overflow hidden, and the wheel does not move the page
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(360, 400); // over the dimmed page, right of the panel
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);

    // the top level lists the menu; a second level expands under its parent
    await expect(menu.getByRole('link', { name: '首页', exact: true })).toBeVisible();
    const sub = menu.getByRole('link', { name: '当期目录' });
    await expect(sub).toBeHidden();
    const expand = menu.getByRole('button', { name: '展开期刊浏览' });
    await expand.click();
    await expect(menu.getByRole('button', { name: '收起期刊浏览' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sub).toBeVisible();
    await expect(menu.getByRole('link', { name: '网络首发' })).toBeVisible();

    // Escape closes it, slides it out and gives the page its scrolling back
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  });

  test('following a link in the side menu (in-place route change) closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/amr/zh/home');
    await markWindow(page);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: '网站菜单' });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await menu.getByRole('button', { name: '展开期刊浏览' }).click();
    await menu.getByRole('link', { name: '网络首发' }).click();
    await expect(page).toHaveURL(/\/amr\/zh\/onlineFirst\/?(\?|$)/);
    // same document: the engine's in-place navigation, not a reload that would close it anyway
    expect(await windowMarked(page)).toBe(true);
    await expect(page.getByRole('dialog', { name: '网站菜单' })).toBeHidden();
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('header search (desktop 1440 x 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const cases = [
    { path: '/amr/zh/home', button: '检索', title: '提示', message: '请输入检索内容', ok: '确定' },
    { path: '/amr/en/home', button: 'Search', title: 'Tips', message: 'Please enter search content', ok: 'OK' },
  ];
  for (const c of cases) {
    test(`an empty search on ${c.path} shows the "${c.title}" alert; ${c.ok} closes it`, async ({ page }) => {
      await gotoHydrated(page, c.path);
      const url = page.url();
      const form = page.getByRole('search').filter({ visible: true });
      await expect(form).toHaveCount(1);

      await form.getByRole('button', { name: c.button, exact: true }).click();
      const alert = page.getByRole('alertdialog', { name: c.title });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(c.message);
      const ok = alert.getByRole('button', { name: c.ok, exact: true });
      await expect(ok).toBeFocused();
      await ok.click();
      await expect(alert).toBeHidden();
      expect(page.url()).toBe(url);

      // blanks only count as empty too, and Enter submits like the button
      await form.getByRole('searchbox').fill('   ');
      await form.getByRole('searchbox').press('Enter');
      await expect(page.getByRole('alertdialog', { name: c.title })).toBeVisible();
      await page.getByRole('button', { name: c.ok, exact: true }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(page.url()).toBe(url);
    });
  }

  /** The search result route: /zh/searchPublication (lang family) or /amr/zh/searchPublication (site-label family). */
  function expectResultUrl(href: string, keyword: string) {
    const u = new URL(href);
    expect(u.pathname).toMatch(/^\/(amr\/)?zh\/searchPublication\/?$/);
    expect(u.searchParams.get('type')).toBe('thesis');
    const values = [...u.searchParams.values()];
    expect(values.some((v) => v.includes(keyword)), `keyword ${keyword} in ${u.search}`).toBe(true);
  }

  async function searchBox(page: Page) {
    await gotoHydrated(page, '/amr/zh/home');
    const form = page.getByRole('search').filter({ visible: true });
    await expect(form).toHaveCount(1);
    return form;
  }

  test('Enter in the search box opens the thesis results for a 2-character Chinese word', async ({ page }) => {
    const form = await searchBox(page);
    await form.getByRole('searchbox').fill('电池');
    await form.getByRole('searchbox').press('Enter');
    await page.waitForURL(/searchPublication/);
    expectResultUrl(page.url(), '电池');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('the search button opens the thesis results for the keyword', async ({ page }) => {
    const form = await searchBox(page);
    await form.getByRole('searchbox').fill('电池');
    await form.getByRole('button', { name: '检索', exact: true }).click();
    await page.waitForURL(/searchPublication/);
    expectResultUrl(page.url(), '电池');
  });
});

test.describe('floating toolbar and back-to-top (1440 x 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the toolbar shows after 400 px, back-to-top after its threshold, and back-to-top scrolls up in about 500 ms', async ({ page }) => {
    await gotoHydrated(page, '/amr/zh/home');
    await makeLong(page, 5000);
    const toolbar = page.getByRole('list', { name: '工具栏', includeHidden: true });
    const toTop = page.getByRole('button', { name: '返回顶部', includeHidden: true });
    // the toolbar's code and markup arrive only once the reader first scrolls past 400 px
    await expect(toTop).toHaveCount(1);
    // style 1 shows after 300 px, style 2 after 400 px (widgets/chrome/back-to-top/scroll.ts)
    const style = await toTop.getAttribute('data-back-to-top');
    const topThreshold = style === '2' ? THRESHOLD_STYLE2 : THRESHOLD_STYLE1;

    await scrollToY(page, 0);
    await expect(toolbar).toBeHidden();
    await expect(toTop).toBeHidden();

    await scrollToY(page, topThreshold - 10);
    await expect(toTop).toBeHidden();
    await scrollToY(page, topThreshold + 10);
    await expect(toTop).toBeVisible();

    await scrollToY(page, TOOLBAR_THRESHOLD - 10);
    await expect(toolbar).toBeHidden();
    await scrollToY(page, TOOLBAR_THRESHOLD + 10);
    await expect(toolbar).toBeVisible();
    await expect(toolbar.getByRole('button', { name: '分享' })).toBeVisible();
    await scrollToY(page, TOOLBAR_THRESHOLD - 10);
    await expect(toolbar).toBeHidden();

    // back to top: animated (several intermediate positions), done in about 500 ms
    await scrollToY(page, 3000);
    await page.evaluate(() => {
      const log: [number, number][] = [];
      const w = window as unknown as { __scrollLog: [number, number][]; __clickedAt: number };
      w.__scrollLog = log;
      window.addEventListener('scroll', () => log.push([performance.now(), window.scrollY]), { passive: true });
      // when the button really got the click (Playwright's own checks before clicking take time)
      document.addEventListener('click', () => (w.__clickedAt ??= performance.now()), { capture: true });
    });
    await toTop.click();
    await expect.poll(() => scrollY(page), { timeout: 3000 }).toBe(0);
    const log = await page.evaluate(() => (window as unknown as { __scrollLog: [number, number][] }).__scrollLog);
    expect(log.length, 'scroll positions during the animation').toBeGreaterThan(5);
    const ys = log.map(([, y]) => y);
    expect(ys.every((y, i) => i === 0 || y <= ys[i - 1]!), `scroll positions only go up: ${ys.join(',')}`).toBe(true);
    expect(ys.some((y) => y > 100 && y < 2900), 'an intermediate position').toBe(true);
    const duration = log[log.length - 1]![0] - log[0]![0];
    expect(duration, `animation took ${Math.round(duration)} ms`).toBeGreaterThan(300);
    expect(duration).toBeLessThan(900);
    const clickedAt = await page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
    expect(log[0]![0] - clickedAt, 'the animation starts right after the click').toBeLessThan(200);
    await expect(toTop).toBeHidden();
    await expect(toolbar).toBeHidden();
  });
});

test.describe('keyboard-only menu use (1440 x 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Tab reaches the menubar; arrows move and open submenus; Escape closes and returns focus; Enter follows a leaf', async ({ page }) => {
    await gotoHydrated(page, '/amr/zh/home');
    const bar = page.getByRole('menubar', { name: '主菜单' });
    await expect(bar).toBeVisible();
    const top = bar.locator(':scope > li > [role="menuitem"]');
    const labels = (await top.allTextContents()).map((s) => s.trim());
    expect(labels.length).toBeGreaterThan(2);

    // Tab from the top of the page until the focus lands in the menubar: on its first item
    let inBar = false;
    for (let i = 0; i < 40 && !inBar; i++) {
      await page.keyboard.press('Tab');
      inBar = (await focused(page)).inMenubar;
    }
    expect(inBar, 'Tab reached the menubar').toBe(true);
    await expect(top.first()).toBeFocused();

    // ArrowRight moves to the next top-level item
    await page.keyboard.press('ArrowRight');
    await expect(top.nth(1)).toBeFocused();
    const second = bar.getByRole('menuitem', { name: labels[1], exact: true });
    await expect(second).toHaveAttribute('aria-haspopup', 'menu');
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown opens its submenu and focuses the first item
    await page.keyboard.press('ArrowDown');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.getByRole('menu', { name: labels[1] });
    await expect(submenu).toBeVisible();
    const firstSub = submenu.locator(':scope > li > [role="menuitem"]').first();
    await expect(firstSub).toBeFocused();

    // Escape closes the submenu and puts the focus back on its parent
    await page.keyboard.press('Escape');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
    await expect(second).toBeFocused();

    // Enter on a leaf follows its link
    await page.keyboard.press('ArrowDown');
    await expect(firstSub).toBeFocused();
    expect(await firstSub.getAttribute('aria-haspopup')).toBeNull();
    const href = await firstSub.getAttribute('href');
    expect(href).toBeTruthy();
    const target = new URL(href!, page.url());
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
    await expect(page.locator('[data-site="amr"]')).toBeVisible();
  });
});

test.describe('More overflow by width (spec 4)', () => {
  /** Top-level menubar labels, and the labels inside More (empty without More). */
  async function menubarState(page: Page) {
    return page.getByRole('menubar', { name: 'Main menu' }).evaluate((bar) => {
      const items = [...bar.querySelectorAll(':scope > li > [role="menuitem"]')] as HTMLElement[];
      const top = items.map((el) => (el.textContent ?? '').trim());
      const moreItem = items.find((el) => (el.textContent ?? '').trim() === 'More');
      const moreMenu = moreItem?.parentElement?.querySelector(':scope > [role="menu"]');
      const more = moreMenu ? [...moreMenu.querySelectorAll(':scope > li > [role="menuitem"]')].map((el) => (el.textContent ?? '').trim()) : [];
      return { top, more };
    });
  }

  /** Right edges of every visible menu item (top level and open submenus) beyond the viewport. */
  async function overflowingItems(page: Page, width: number) {
    return page.getByRole('menubar', { name: 'Main menu' }).evaluate((bar, w) => {
      return ([...bar.querySelectorAll('[role="menuitem"]')] as HTMLElement[])
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => ({ label: (el.textContent ?? '').trim(), left: el.getBoundingClientRect().left, right: el.getBoundingClientRect().right }))
        .filter((r) => r.right > w + 0.5 || r.left < -0.5);
    }, width);
  }

  test('at about 1024 px the items that no longer fit move into More; at 1440 they are back on the bar', async ({ page }) => {
    // emf: navStyle 5 (full-width band), navDistribution 1, English labels
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/emf/en/home');
    const bar = page.getByRole('menubar', { name: 'Main menu' });
    await expect(bar).toBeVisible();
    await page.waitForTimeout(400); // measured after hydration
    const wide = await menubarState(page);
    const all = [...wide.top.filter((l) => l !== 'More'), ...wide.more];
    expect(all.length).toBeGreaterThan(5);
    expect(await overflowingItems(page, 1440)).toEqual([]);

    // narrow the window: after the 300 ms resize debounce, the bar holds fewer items plus More
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(async () => (await menubarState(page)).top.at(-1), { timeout: 3000 }).toBe('More');
    const narrow = await menubarState(page);
    const kept = narrow.top.slice(0, -1);
    expect(kept.length).toBeLessThan(wide.top.filter((l) => l !== 'More').length);
    expect(narrow.more.length).toBeGreaterThan(0);
    // nothing lost, nothing doubled, order kept: the bar's items, then More's
    expect([...kept, ...narrow.more]).toEqual(all);
    expect(await overflowingItems(page, 1024)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

    // More opens a submenu holding exactly the items that no longer fit, all on screen
    // (hover opens it; a click right after the hover toggles it shut again — reported to the header owners)
    const more = bar.getByRole('menuitem', { name: 'More', exact: true });
    await more.hover();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const moreMenu = page.getByRole('menu', { name: 'More' });
    await expect(moreMenu).toBeVisible();
    const inMore = (await moreMenu.locator(':scope > li > [role="menuitem"]').allTextContents()).map((s) => s.trim());
    expect(inMore).toEqual(narrow.more);
    for (const label of inMore) await expect(moreMenu.getByRole('menuitem', { name: label, exact: true })).toBeInViewport({ ratio: 1 });
    expect(await overflowingItems(page, 1024)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 880);

    // a page loaded at 1024 px shows the same split
    await gotoHydrated(page, '/emf/en/home');
    await expect.poll(async () => (await menubarState(page)).top, { timeout: 3000 }).toEqual(narrow.top);

    // and widening the window brings the items back onto the bar
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await menubarState(page)).top, { timeout: 3000 }).toEqual(wide.top);
  });
});
