import { expect, test, type Page } from '@playwright/test';

/** Console errors and page errors seen while a test ran (hydration mismatches land here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('server rendering without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('amr home page is assembled from its config on the server', async ({ page }) => {
    const res = await page.goto('/amr/zh/home');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('[data-site="amr"][data-page="home"]')).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toContainText('先进材料');
    await expect(page).toHaveTitle(/先进材料/);
  });

  test('emf home page renders in English', async ({ page }) => {
    const res = await page.goto('/emf/en/home');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-site="emf"]')).toBeVisible();
    await expect(page.locator('footer').first()).toContainText(/Energy Materials Frontiers/);
  });

  test('the sld-less family and the index resolve to the default site', async ({ page }) => {
    expect((await page.goto('/zh/home'))?.status()).toBe(200);
    await expect(page.locator('[data-site="all"]')).toBeVisible();
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(page.locator('[data-site="all"]')).toBeVisible();
  });
});

test('home page hydrates without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/amr/zh/home');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
  expect(errors).toEqual([]);
});

test('unknown routes answer 404 with "This page could not be found"', async ({ page }) => {
  const res = await page.goto('/en/home/1/2/3');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/en/home');
  const zh = await page.goto('/zh/home/1/2/3');
  expect(zh?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  const channel = await page.goto('/amr/zh/no-such-channel');
  expect(channel?.status()).toBe(404);
});

test('a closed site goes to the forbidden page', async ({ page }) => {
  await page.goto('/closed/zh/home');
  await expect(page).toHaveURL(/\/forbiddenPage\?lang=zh$/);
  await expect(page.locator('[data-page="forbiddenPage"]')).toBeVisible();
});

test('an unknown site goes to the error page', async ({ page }) => {
  await page.goto('/nosuchsite/en/home');
  await expect(page).toHaveURL(/\/errorPage\?lang=en$/);
  await expect(page.locator('[data-page="errorPage"]')).toBeVisible();
});

test('other URL languages get the English interface and the unsupported-language notice', async ({ page }) => {
  await page.goto('/amr/de/home');
  await expect(page.getByText('This languange currently only supports metadata for paper detail pages.')).toBeVisible();
});

test('the language toggle switches the page to English and remembers it in a cookie', async ({ page, context }) => {
  await page.goto('/amr/zh/home');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/amr\/en\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('footer').first()).toContainText('Advanced Materials Research');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('en');
  // Without a language in the URL, the cookie decides.
  await page.goto('/amr/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a channel page renders its module list (catch-all /{lang}/{code})', async ({ page }) => {
  const res = await page.goto('/amr/zh/guide');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/投稿须知/);
  await expect(page.locator('main')).not.toBeEmpty();
  const en = await page.goto('/amr/en/guide');
  expect(en?.status()).toBe(200);
  await expect(page).toHaveTitle(/Guide for Authors/);
});

for (const path of ['/amr/zh/home', '/jnem/zh/home', '/emf/en/home', '/cmg/zh/home', '/all/zh/home', '/amr/en/guide', '/amr/zh/issues', '/en/home/1/2/3']) {
  test(`${path} hydrates without console errors`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
    expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
  });
}

test('in-site links navigate in place through the page loader, and back works', async ({ page }) => {
  await page.goto('/amr/zh/home');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.locator('header a[href^="/amr/zh/guide"]').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/amr\/zh\/guide/);
  await expect(page).toHaveTitle(/投稿须知/);
  // Same document (no reload), data fetched from the API.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(requests.some((u) => u.includes('/rc-pub/front/module/getModuleList'))).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/amr\/zh\/home$/);
  await expect(page.locator('[data-page="home"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
