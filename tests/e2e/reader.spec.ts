/**
 * Reader journeys and the route crawl (issue 5): real server, demo data, Chromium. The lang family
 * of every demo site is reached by its domain: Chromium maps *.cmgjournals.cn to this server.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

interface Env<T> {
  status: number;
  data: T;
}

async function api<T>(request: APIRequestContext, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const res = await request.get(`/rc-pub${path}`, { params: query });
  const body = (await res.json()) as Env<T>;
  expect(body.status, path).toBe(0);
  return body.data;
}

interface Channel {
  id: number;
  code?: string;
  route?: string;
  children?: Channel[];
}

function channels(list: Channel[]): Channel[] {
  return list.flatMap((c) => [c, ...channels(c.children ?? [])]);
}

const SITES = [
  { sld: 'amr', siteId: 735, lang: 'zh', domain: 'amr.cmgjournals.cn' },
  { sld: 'jnem', siteId: 502, lang: 'zh', domain: 'jnem.cmgjournals.cn' },
  { sld: 'emf', siteId: 3, lang: 'en', domain: 'emf.cmgjournals.cn' },
  { sld: 'cmg', siteId: 2, lang: 'zh', domain: 'group.cmgjournals.cn' },
  { sld: 'all', siteId: 1, lang: 'zh', domain: 'www.cmgjournals.cn' },
] as const;

/** Every route of spec 2.1 with real ids of the site (paths after the language segment). */
async function routesOf(request: APIRequestContext, siteId: number): Promise<string[]> {
  const [periods, online, news, albums, tree] = await Promise.all([
    api<{ year: number; issue: number }[]>(request, '/front/front-period/getPeriodTree', { siteId }),
    api<{ list: { id: number; siteId: number; doi: string }[] }>(request, '/front/front-article/getFirstPublishArticles', { siteId, page: 1, size: 1 }),
    api<{ list: { id: number }[] }>(request, '/front/front-news/list', { siteId, page: 1, size: 1 }),
    api<{ id: number }[]>(request, '/front/album/list', { siteId, page: 1, size: 1 }),
    api<Channel[]>(request, '/front/channel/getChannelList', { siteId, filter: 'true' }),
  ]);
  const all = channels(tree);
  const byCode = (code: string) => all.find((c) => c.code === code);
  const article = online.list[0]!;
  const period = periods[0]!;
  const routes = [
    'home',
    'issues',
    'justAccepted',
    'onlineFirst',
    `article/doi/${article.doi}`,
    'about',
    'aboutus',
    `article/${article.id}`,
    `article/${article.siteId}/${article.id}`,
    `thesis/${article.siteId}/${article.id}`,
    'collectionList',
    `collections/${albums[0]?.id ?? ''}`,
    'news',
    `newsDetails/${news.list[0]!.id}`,
    'editorial-board',
    `issue/${period.year}/${period.issue}`,
    // spec 2.2 list pages
    'textList',
    'textList?type=table',
    'audioList',
    'audioList?type=audio',
    'othersList',
    'bookList',
    'mag',
  ];
  const item = all.find((c) => c.code === 'item' && c.route);
  if (item) routes.push(`info/${item.id}`, item.route!);
  const newsChannel = byCode('newNews');
  if (newsChannel) routes.push(`newsInfo/${newsChannel.id}/0`);
  return routes;
}

async function expectContent(page: Page, url: string, errors: string[]) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await expect(page.locator('html[data-hydrated]'), url).toHaveCount(1);
  const main = page.locator('main').first();
  await expect(main, url).toBeVisible();
  expect((await main.innerText()).trim().length, `${url} shows content`).toBeGreaterThan(10);
  await expect(page.locator('[data-state="error"]'), `${url} has no data error`).toHaveCount(0);
  expect(errors, `${url} console errors`).toEqual([]);
}


for (const site of SITES) {
  test.describe(`crawl ${site.sld}`, () => {
    test(`every spec 2.1 route (and the 2.2 list pages) in the site-label family answers 200 with content (${site.sld})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      for (const r of await routesOf(request, site.siteId)) await expectContent(page, `/${site.sld}/${site.lang}/${r}`, errors);
    });

    test(`every spec 2.1 route in the language family, by domain, answers 200 with content (${site.sld})`, async ({ playwright, request }, testInfo) => {
      test.setTimeout(90_000);
      const port = new URL(testInfo.project.use.baseURL!).port;
      const launch = testInfo.project.use.launchOptions ?? {};
      const browser = await playwright.chromium.launch({ ...launch, args: [...(launch.args ?? []), '--host-resolver-rules=MAP *.cmgjournals.cn 127.0.0.1'] });
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        page.on('pageerror', (e) => errors.push(e.message));
        const base = `http://${site.domain}:${port}`;
        await expectContent(page, `${base}/`, errors);
        for (const r of await routesOf(request, site.siteId)) await expectContent(page, `${base}/${site.lang}/${r}`, errors);
      } finally {
        await browser.close();
      }
    });
  });
}

test('amr (zh): home -> issue -> article -> back', async ({ page }) => {
  await page.goto('/amr/zh/home');
  await page.locator('main a[href*="/amr/zh/issue/"]').first().click();
  await expect(page).toHaveURL(/\/amr\/zh\/issue\/\d{4}\/\d+/);
  const issueUrl = page.url();
  const first = page.locator('main article a[href*="/amr/zh/article/"]').first();
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/amr\/zh\/article\/\d+$/);
  await expect(page.locator('h1')).toContainText(title.slice(0, 10));
  await page.goBack();
  await expect(page).toHaveURL(issueUrl);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('emf (en): home -> issue -> article -> back', async ({ page }) => {
  await page.goto('/emf/en/home');
  await page.locator('main a[href*="/emf/en/issue/"]').first().click();
  await expect(page).toHaveURL(/\/emf\/en\/issue\/\d{4}\/\d+/);
  const first = page.locator('main article a[href*="/emf/en/article/"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/emf\/en\/article\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goBack();
  await expect(page).toHaveURL(/\/emf\/en\/issue\/\d{4}\/\d+/);
});

test('search a 2-character Chinese word from the header -> results -> article', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/amr/zh/home');
  await page.locator('html[data-hydrated]').waitFor();
  const box = page.locator('header form[role="search"] input[type="search"]').first();
  await box.fill('电池');
  await box.press('Enter');
  await expect(page).toHaveURL(/searchPublication\?.*q=%E7%94%B5%E6%B1%A0/);
  const total = (await api<{ total: number }>(request, '/front/search', { siteId: 735, q: '电池', type: 'article' })).total;
  expect(total).toBeGreaterThan(0);
  await expect(page.locator('main')).toContainText(String(total));
  await expect(page.locator('main em.hl').first()).toContainText(/电池|电|池/);
  await page.locator('main article a[href*="/article/"]').first().click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('advanced search: two rows joined by AND and a NOT row -> the count equals the API', async ({ page, request }) => {
  const rows = [
    { field: 'title', term: '合金', precise: 0 },
    { field: 'keyword', term: '高温合金', op: 'AND', precise: 0 },
    { field: 'author', term: '王', op: 'NOT', precise: 0 },
  ];
  const expected = await api<{ total: number }>(request, '/front/advSearch', { siteId: 735, rows: JSON.stringify(rows) });
  const withoutNot = await api<{ total: number }>(request, '/front/advSearch', { siteId: 735, rows: JSON.stringify(rows.slice(0, 2)) });
  expect(expected.total).toBeLessThan(withoutNot.total); // the NOT row really removes articles
  await page.goto('/amr/zh/searchPublication?r1=title.fuzzy.合金&r2=and.keyword.fuzzy.高温合金&r3=not.author.fuzzy.王');
  const count = page.locator('main [data-total]').first();
  await expect(count).toHaveAttribute('data-total', String(expected.total));
  await expect(count).toContainText(String(expected.total));
  await expect(page.locator('main')).toContainText('高温合金');
});

test('the DOI route opens the article; online-first labels in both languages', async ({ page, request }) => {
  const online = await api<{ list: { id: number; doi: string; versionLabel: number }[] }>(request, '/front/front-article/getFirstPublishArticles', { siteId: 735, page: 1, size: 20 });
  const a = online.list[0]!;
  await page.goto(`/amr/zh/article/doi/${a.doi}`);
  await expect(page.locator('main')).toContainText(a.doi);
  await page.goto('/amr/zh/onlineFirst');
  await expect(page.locator('main .badge').first()).toHaveText(/最新录用|第[一二三四五六七八九十]+稿/);
  await page.goto('/amr/en/onlineFirst');
  await expect(page.locator('main .badge').first()).toHaveText(/Accept|Corrected Proof/);
});

const KINDS = ['home', 'issues', 'onlineFirst', 'justAccepted', 'editorial-board', 'about', 'news', 'collectionList', 'seniorSearch', 'textList', 'textList?type=table', 'audioList', 'othersList', 'bookList', 'mag'];

test('axe: no serious or critical violations on the reader page kinds', async ({ page, request }) => {
  test.setTimeout(120_000);
  const routes = await routesOf(request, 735);
  const extra = routes.filter((r) => /^(article\/\d+$|issue\/|newsDetails\/|collections\/)/.test(r));
  const problems: string[] = [];
  for (const r of [...KINDS, ...extra, 'searchPublication?type=thesis&q=%E7%94%B5%E6%B1%A0']) {
    await page.goto(`/amr/zh/${r}`);
    await page.locator('html[data-hydrated]').waitFor();
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      problems.push(`${r}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    }
  }
  expect(problems).toEqual([]);
});
