// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { defineWidget } from '../registry/registry';
import { lazyView } from '../registry/lazyView';
import { renderSite, type SiteFixture } from '../../tests/fixtures/renderSite';
import { applyHead, renderHead } from './head';
import { clip } from './pageHead';

afterEach(cleanup);

// A widget that contributes to the head from its loaded data, as an article page does.
const paper = defineWidget<Record<string, never>, { title: string; abstract: string; authors: string[] } | null>({
  type: 'test-paper',
  version: 1,
  schema: { $id: 'widget/test-paper', type: 'object' },
  defaults: {},
  load: async ({ route }) => (route.params.thesisId === '404' ? null : { title: 'Solid <electrolytes>', abstract: 'We   study lithium.', authors: ['Li Lei', 'Han Meimei'] }),
  head: ({ data, page }) =>
    data
      ? {
          title: data.title,
          description: data.abstract,
          meta: [{ name: 'citation_title', content: data.title }, ...data.authors.map((a) => ({ name: 'citation_author', content: a })), { name: 'citation_doi', content: '' }],
          links: [{ rel: 'canonical', href: `${page.origin}/zh/article/7` }],
          jsonLd: [{ '@type': 'ScholarlyArticle', headline: data.title }],
        }
      : { status: 404, noindex: true },
  view: lazyView(async () => ({ default: () => <p>paper</p> })),
});

const fixture = (path: string): SiteFixture => ({
  site: { sld: 'demo', siteId: 9, name: '演示期刊', enName: 'Demo Journal', keywords: '材料, 电池', languages: ['zh', 'en'] },
  layouts: {
    home: { schemaVersion: 1, page: 'home', regions: { main: [] } },
    issues: { schemaVersion: 1, page: 'issues', regions: { main: [] } },
    article: { schemaVersion: 1, page: 'article', regions: { main: [{ id: 'p', type: 'test-paper', props: {} }] } },
  },
  widgets: [paper],
  path,
});

describe('page head', () => {
  it('home: the site name as title, site keywords as description, canonical and zh/en alternates', async () => {
    const { page } = await renderSite(fixture('/demo/zh/home'));
    expect(page.head?.title).toBe('演示期刊');
    expect(page.head?.description).toBe('演示期刊: 材料, 电池');
    const html = renderHead({ kind: 'page', page }, 'x').html;
    expect(html).toContain('<link rel="alternate" href="/demo/en/home" hreflang="en" data-mh="">');
    expect(html).toContain('<link rel="alternate" href="/demo/zh/home" hreflang="zh" data-mh="">');
    expect(html).toContain('<link rel="canonical" href="/demo/zh/home" data-mh="">');
    expect(html).not.toContain('robots');
  });

  it('other pages are titled by their kind in the interface language', async () => {
    const { page } = await renderSite(fixture('/demo/en/issues'));
    expect(page.head?.title).toBe('Back Issues - Demo Journal');
  });

  it('a widget adds its title, description, meta, canonical and JSON-LD; empty values are dropped and markup escaped', async () => {
    const { page } = await renderSite(fixture('/demo/zh/article/7'));
    const html = renderHead({ kind: 'page', page }, 'x').html;
    expect(html).toContain('<title>Solid &lt;electrolytes&gt; - 演示期刊</title>');
    expect(html).toContain('<meta name="description" content="We study lithium." data-mh="">');
    expect(html.match(/citation_author"/g)).toHaveLength(2);
    expect(html).not.toContain('citation_doi');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('href="/zh/article/7"');
    expect(html).toContain('<script type="application/ld+json" data-mh="">{"@type":"ScholarlyArticle","headline":"Solid \\u003celectrolytes\\u003e"}</script>');
  });

  it('a widget can mark its page not found', async () => {
    const { page } = await renderSite(fixture('/demo/zh/article/404'));
    expect(page.head?.status).toBe(404);
    expect(renderHead({ kind: 'page', page }, 'x').html).toContain('<meta name="robots" content="noindex" data-mh="">');
  });

  it('applyHead swaps the page-owned tags after in-place navigation and keeps the others', async () => {
    // (appended, not replaced: emotion keeps references to its style tags in the head)
    document.head.insertAdjacentHTML('beforeend', '<meta charset="utf-8"><meta name="description" content="old" data-mh="">');
    const { page } = await renderSite(fixture('/demo/zh/article/7'));
    applyHead(document, page);
    expect(document.title).toBe('Solid <electrolytes> - 演示期刊');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('We study lithium.');
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelectorAll('meta[name="citation_author"]')).toHaveLength(2);
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('clip cuts long descriptions', () => {
    expect(clip('a '.repeat(200)).length).toBeLessThanOrEqual(160);
    expect(clip('short')).toBe('short');
  });
});
