/**
 * Reader-page benchmarks (issue 5): Lighthouse 12 (mobile preset, the npm package driving the
 * system Chromium) on home, issue, article and search-result pages — performance, accessibility,
 * best-practices and SEO scores plus LCP; and anonymous article page views per second under
 * autocannon (server-rendered, uncached). Figures only; nothing fails on time.
 */
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findBrowser } from '../scripts/find-browser.mjs';

interface ReaderPages {
  home: string;
  issue: string;
  article: string;
  search: string;
}

/** Real demo URLs: the latest amr issue and its first article. */
export async function readerPages(base: string): Promise<ReaderPages> {
  const tree = (await (await fetch(`${base}/rc-pub/front/front-period/getPeriodTree?siteId=735`)).json()) as { data: { year: number; issue: number }[] };
  const latest = tree.data[0]!;
  const online = (await (await fetch(`${base}/rc-pub/front/front-article/getFirstPublishArticles?siteId=735&page=1&size=1`)).json()) as {
    data: { list: { id: number }[] };
  };
  const q = encodeURIComponent('电池');
  return {
    home: '/amr/zh/home',
    issue: `/amr/zh/issue/${latest.year}/${latest.issue}`,
    article: `/amr/zh/article/${online.data.list[0]?.id ?? 100001}`,
    search: `/amr/zh/searchPublication?type=thesis&searchType=singleSearch&q=${q}`,
  };
}

export async function benchLighthouse(base: string, pages: ReaderPages): Promise<Record<string, unknown>[]> {
  const chromePath = findBrowser() ?? undefined;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const out: Record<string, unknown>[] = [];
  try {
    for (const [name, path] of Object.entries(pages)) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      out.push({
        bench: 'lighthouse-mobile',
        page: name,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        failingAudits: failing.slice(0, 8),
        target: 'every score >= 95, LCP <= 1500 ms',
      });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

export async function benchArticleViews(base: string, path: string, seconds = 10, warmupSeconds = 3): Promise<Record<string, unknown>> {
  // Warm-up first (JIT, the kept site bundle, SQLite's page cache), so the figures are the steady
  // state; nothing is cached between page views themselves.
  await autocannon({ url: base + path, connections: 16, pipelining: 1, duration: warmupSeconds });
  const result = await autocannon({ url: base + path, connections: 16, pipelining: 1, duration: seconds });
  return {
    bench: 'article-page-views',
    path,
    pagesPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    warmupSeconds,
    errors: result.errors,
    target: '>= 300 pages/s uncached, p99 <= 100 ms',
  };
}
