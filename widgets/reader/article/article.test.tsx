// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setBrowserApi } from '../../../engine/data/browserApi';
import { renderHead } from '../../../engine/render/head';
import { articleRequest } from './model';
import { doiFromHash, loginHref, nav } from './actions';
import { articleApi, renderArticlePage, sampleArticle, siteFixture } from './testing';

let browser: ReturnType<typeof articleApi>;

beforeEach(() => {
  browser = articleApi(siteFixture('/zh/article/7'));
  setBrowserApi(browser);
});

afterEach(() => {
  cleanup();
  setBrowserApi(undefined);
  document.cookie = 'userName=; path=/; max-age=0';
  window.location.hash = '';
  vi.restoreAllMocks();
});

const metaNames = (page: Awaited<ReturnType<typeof renderArticlePage>>['page']) =>
  (page.head?.meta ?? []).filter((m) => m.name?.startsWith('citation_')).map((m) => m.name);
const metaOf = (page: Awaited<ReturnType<typeof renderArticlePage>>['page'], name: string) =>
  (page.head?.meta ?? []).filter((m) => m.name === name).map((m) => m.content);

describe('article page: what a reader sees', () => {
  it('shows title, authors in order with affiliation marks, affiliations, abstract, keywords and DOI', async () => {
    await renderArticlePage('/zh/article/7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('固态电解质的界面稳定性');
    const authors = within(screen.getByRole('list', { name: '作者' })).getAllByRole('listitem');
    expect(authors.map((li) => li.textContent)).toEqual(['李雷1,2', '韩梅梅2*']);
    expect(within(authors[1]!).getByRole('link', { name: '给韩梅梅发邮件' }).getAttribute('href')).toBe('mailto:hanmm@example.edu');
    const affs = within(screen.getByRole('list', { name: '作者单位' })).getAllByRole('listitem');
    expect(affs.map((li) => li.textContent)).toEqual(['1 重庆大学 材料学院, 重庆 400044', '2 中国科学院金属研究所, 沈阳 110016']);
    expect(screen.getByText('本文研究了固态电解质与锂金属的界面。')).toBeTruthy();
    const kw = screen.getByRole('link', { name: '检索关键词为“固态电解质”的文章' });
    expect(kw.getAttribute('href')).toBe(
      `/zh/searchPublication?type=thesis&searchType=singleSearch&q=${encodeURIComponent('固态电解质')}&field=keyword`,
    );
    expect(screen.getByRole('link', { name: 'https://doi.org/10.12411/demo.2024.0007' }).getAttribute('href')).toBe('https://doi.org/10.12411/demo.2024.0007');
    expect(screen.getByText('国家自然科学基金 (52071234)')).toBeTruthy();
    expect(screen.getByText('2024-04-25')).toBeTruthy();
    const refs = within(screen.getByRole('region', { name: '参考文献' })).getAllByRole('listitem');
    expect(refs).toHaveLength(2);
  });

  it('keeps keyword links in the site-label family', async () => {
    await renderArticlePage('/demo/en/article/7');
    expect(screen.getByRole('link', { name: 'Search articles with the keyword solid electrolyte' }).getAttribute('href')).toBe(
      '/demo/en/searchPublication?type=thesis&searchType=singleSearch&q=solid+electrolyte&field=keyword',
    );
  });

  it.each(['/en/article/7', '/ru/article/7', '/fra/thesis/9/7'])('%s shows the metadata in English', async (path) => {
    const { page } = await renderArticlePage(path);
    expect(page.head?.status).toBeUndefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interface stability of solid electrolytes');
    expect(screen.getByText('We study the interface between solid electrolytes and lithium metal.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Authors' })).getAllByRole('listitem')[0]!.textContent).toBe('Li Lei1,2');
    expect(screen.queryByText(/only supports metadata/)).toBeNull();
  });

  it('counts one view in the browser', async () => {
    await renderArticlePage('/zh/article/7');
    await waitFor(() => expect(browser.calls.filter((c) => c.path === '/front/front-article/updateCount')).toEqual([{ path: '/front/front-article/updateCount', params: { id: 7, type: 'view' } }]));
  });

  it('shows the online-first version label', async () => {
    await renderArticlePage('/zh/article/8', { articles: [sampleArticle({ id: 8, publishType: 1, versionLabel: 2, volume: null, issue: null, period: null })] });
    // next to the title and among the article facts
    expect(screen.getAllByText('第二稿')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: '文章信息' })).getByText('第二稿')).toBeTruthy();
  });

  it('an unknown id answers 404 with "Article id is not exist." in both languages', async () => {
    const en = await renderArticlePage('/en/article/999');
    expect(en.page.head?.status).toBe(404);
    expect(renderHead({ kind: 'page', page: en.page }, 'x').html).toContain('<meta name="robots" content="noindex" data-mh="">');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Article id is not exist.');
    cleanup();
    const zh = await renderArticlePage('/zh/article/999');
    expect(zh.page.head?.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Article id is not exist.');
    cleanup();
    for (const path of ['/zh/article/abc', '/zh/article', '/zh/thesis/9']) {
      const r = await renderArticlePage(path);
      expect(r.page.head?.status, path).toBe(404);
      cleanup();
    }
  });

  it('a failing API shows "Data acquisition failed" (not a 404)', async () => {
    const { page } = await renderArticlePage('/en/article/7', { failing: ['/front/front-article/7'] });
    expect(page.head?.status).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe('Data acquisition failed');
  });

  it('a failing part shows its own error and the rest of the page', async () => {
    await renderArticlePage('/en/article/7', { failing: ['/front/front-article/getReference'] });
    expect(within(screen.getByRole('region', { name: 'References' })).getByRole('alert').textContent).toBe('Data acquisition failed');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interface stability of solid electrolytes');
  });

  it('shows the sanitised HTML full text', async () => {
    await renderArticlePage('/en/article/7', { html: { 7: '<h2>1 Introduction</h2><p onclick="x()">Body text</p><script>alert(1)</script>' } });
    const region = screen.getByRole('region', { name: 'Full Text' });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('1 Introduction');
    expect(region.innerHTML).not.toContain('script');
    expect(region.innerHTML).not.toContain('onclick');
    expect(screen.getByRole('link', { name: 'Read the HTML full text' }).getAttribute('href')).toBe('#article-fulltext');
  });
});

describe('article page: routes', () => {
  it('resolves the route forms to an id, a DOI or the hash', () => {
    const r = (pageKind: 'article' | 'thesisDetails', params: Record<string, string>, query: Record<string, string> = {}) => articleRequest({ pageKind, params, query });
    expect(r('article', { thesisId: '7' })).toEqual({ by: 'id', id: 7 });
    expect(r('article', { siteId: '9', thesisId: '7' })).toEqual({ by: 'id', id: 7 });
    expect(r('article', { doi: '10.1/a/b' })).toEqual({ by: 'doi', doi: '10.1/a/b' });
    expect(r('thesisDetails', {}, { columnId: '7', Fpath: 'home', index: '0', lang: 'zh' })).toEqual({ by: 'id', id: 7 });
    expect(r('thesisDetails', {}, { lang: 'en' })).toEqual({ by: 'hash' });
    expect(r('article', {}, { id: '7' })).toEqual({ by: 'id', id: 7 });
    expect(r('article', {}, { type: 'thesis', subId: '3' })).toEqual({ by: 'none' });
    expect(r('article', { thesisId: '0' })).toEqual({ by: 'none' });
    expect(r('article', { thesisId: '99999999999' })).toEqual({ by: 'none' });
  });

  it('finds the article by a DOI split over path segments', async () => {
    const { page, api } = await renderArticlePage('/en/article/doi/10.12411/demo.2024.0007');
    expect(api.calls.find((c) => c.path === '/front/front-article/getArticleByDoi')?.params).toEqual({ doi: '10.12411/demo.2024.0007' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interface stability of solid electrolytes');
    // whatever URL it was reached by, the canonical is the id route
    expect(page.head?.links.find((l) => l.rel === 'canonical')?.href).toBe('https://demo.example.org/en/article/7');
  });

  it('an unknown DOI is not found', async () => {
    const { page } = await renderArticlePage('/en/article/doi/10.9999/none');
    expect(page.head?.status).toBe(404);
  });

  it('reads /thesisDetails?columnId=<id>', async () => {
    const { page } = await renderArticlePage('/thesisDetails?columnId=7&Fpath=home&index=0&lang=en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interface stability of solid electrolytes');
    expect(page.head?.links.find((l) => l.rel === 'canonical')?.href).toBe('https://demo.example.org/en/article/7');
  });

  it('resolves /thesisDetails#<doi> in the browser and goes to the article URL', async () => {
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => undefined);
    window.location.hash = `#${encodeURIComponent('10.12411/demo.2024.0007')}`;
    const { page } = await renderArticlePage('/thesisDetails?lang=zh');
    expect(page.head?.status).toBeUndefined();
    expect(screen.getByRole('status').textContent).toBe('正在查找该 DOI 对应的文章……');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/zh/article/7'));
  });

  it('an unknown DOI in the hash shows the not-found text', async () => {
    window.location.hash = '#10.9999/none';
    await renderArticlePage('/thesisDetails?lang=en');
    expect(await screen.findByRole('heading', { name: 'Article id is not exist.' })).toBeTruthy();
  });

  it('reads DOIs from hashes as people write them', () => {
    expect(doiFromHash('#10.1/abc')).toBe('10.1/abc');
    expect(doiFromHash('#10.1%2Fabc')).toBe('10.1/abc');
    expect(doiFromHash('#/10.1/abc')).toBe('10.1/abc');
    expect(doiFromHash('#doi=10.1/abc')).toBe('10.1/abc');
  });
});

describe('article page: PDF download', () => {
  it('tells an anonymous reader to log in, linking back to this page', async () => {
    await renderArticlePage('/en/article/7');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please log in to your personal account to obtain download permission.');
    const href = within(alert).getByRole('link', { name: 'Log in' }).getAttribute('href')!;
    const url = new URL(href, 'https://x.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('url')).toBe(`${window.location.pathname}${window.location.search}`);
    expect(browser.calls.some((c) => c.path === '/front/front-article/download')).toBe(false);
  });

  it('asks the download endpoint for a member, showing the login message on 401', async () => {
    document.cookie = 'userName=13812345678; path=/';
    const get = vi.spyOn(browser, 'get').mockImplementation(async (path) =>
      path === '/front/front-article/download'
        ? { status: 401, data: null as never, message: 'Please log in to your personal account to obtain download permission.' }
        : { status: 0, data: null as never, message: '' },
    );
    await renderArticlePage('/zh/article/7');
    fireEvent.click(screen.getByRole('button', { name: '下载 PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请登录个人账户以获取下载权限。');
    expect(get).toHaveBeenCalledWith('/front/front-article/download', { id: 7, type: 'pdf' });
  });

  it('builds login links on this origin only, with slds on site-label routes', () => {
    const route = { family: 'sld' as const, sld: 'demo', query: {} };
    expect(loginHref(route, 'zh', '/demo/zh/article/7')).toBe('/login?lang=zh&url=%2Fdemo%2Fzh%2Farticle%2F7&slds=demo');
    expect(loginHref({ family: 'lang', query: {} }, 'en', '//evil.example/x')).toBe('/login?lang=en&url=%2F');
  });
});

describe('article page: head', () => {
  it('emits every Highwire tag in order, each author followed by their institutions', async () => {
    const { page } = await renderArticlePage('/en/article/7');
    expect(metaNames(page)).toEqual([
      'citation_title',
      'citation_author',
      'citation_author_institution',
      'citation_author_institution',
      'citation_author',
      'citation_author_institution',
      'citation_publication_date',
      'citation_journal_title',
      'citation_issn',
      'citation_volume',
      'citation_issue',
      'citation_firstpage',
      'citation_lastpage',
      'citation_doi',
      'citation_abstract_html_url',
      'citation_pdf_url',
      'citation_keywords',
      'citation_language',
    ]);
    const m = (n: string) => metaOf(page, n);
    expect(m('citation_title')).toEqual(['Interface stability of solid electrolytes']);
    expect(m('citation_author')).toEqual(['Li Lei', 'Han Meimei']);
    expect(m('citation_author_institution')[0]).toBe('College of Materials, Chongqing University, Chongqing 400044, China');
    expect(m('citation_publication_date')).toEqual(['2024/04/25']);
    expect(m('citation_journal_title')).toEqual(['Demo Journal']);
    expect(m('citation_issn')).toEqual(['1234-5678']);
    expect([m('citation_volume'), m('citation_issue'), m('citation_firstpage'), m('citation_lastpage')]).toEqual([['37'], ['4'], ['12'], ['20']]);
    expect(m('citation_doi')).toEqual(['10.12411/demo.2024.0007']);
    expect(m('citation_abstract_html_url')).toEqual(['https://demo.example.org/en/article/7']);
    expect(m('citation_pdf_url')).toEqual(['https://demo.example.org/rc-pub/front/front-article/download?id=7&type=pdf']);
    expect(m('citation_keywords')).toEqual(['solid electrolyte; interface']);
    expect(m('citation_language')).toEqual(['zh']);
    for (const x of page.head!.meta) expect(x.content.trim(), x.name).not.toBe('');
    expect(page.head?.title).toBe('Interface stability of solid electrolytes - Demo Journal');
    expect(page.head?.description).toBe('We study the interface between solid electrolytes and lithium metal.');
  });

  it('leaves out tags without a value (no DOI, no pages, no PDF, no ISSN)', async () => {
    const bare = sampleArticle({ doi: '', firstPage: null, lastPage: null, attachTypes: [], attachments: [], siteId: 55, period: null, volume: null, issue: null });
    const { page } = await renderArticlePage('/en/article/7', { articles: [bare] });
    const names = metaNames(page);
    for (const n of ['citation_doi', 'citation_firstpage', 'citation_lastpage', 'citation_pdf_url', 'citation_issn', 'citation_volume', 'citation_issue']) expect(names).not.toContain(n);
    expect(renderHead({ kind: 'page', page }, 'x').html).not.toMatch(/content=""/);
    const ld = page.head!.jsonLd[0]!;
    expect(ld.identifier).toBeUndefined();
    expect(JSON.stringify(ld)).not.toMatch(/:""|:\[\]|:\{\}/);
  });

  it('canonical and hreflang alternates point at the id route; JSON-LD describes the article', async () => {
    const { page } = await renderArticlePage('/ru/article/7');
    const links = page.head!.links;
    expect(links.filter((l) => l.rel === 'canonical')).toEqual([{ rel: 'canonical', href: 'https://demo.example.org/ru/article/7' }]);
    expect(links.filter((l) => l.rel === 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'zh', href: 'https://demo.example.org/zh/article/7' },
      { rel: 'alternate', hreflang: 'en', href: 'https://demo.example.org/en/article/7' },
    ]);
    const ld = page.head!.jsonLd[0] as Record<string, any>;
    expect(ld['@type']).toBe('ScholarlyArticle');
    expect(ld.headline).toBe('Interface stability of solid electrolytes');
    expect(ld.author.map((a: { name: string }) => a.name)).toEqual(['Li Lei', 'Han Meimei']);
    expect(ld.author[1].affiliation[0].name).toBe('Institute of Metal Research, CAS, Shenyang 110016, China');
    expect(ld.datePublished).toBe('2024-04-25');
    expect(ld.isPartOf).toMatchObject({ '@type': 'PublicationIssue', issueNumber: '4', isPartOf: { '@type': 'PublicationVolume', volumeNumber: '37', isPartOf: { '@type': 'Periodical', name: 'Demo Journal', issn: ['1234-5678'] } } });
    expect(ld.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'DOI', value: '10.12411/demo.2024.0007' });
    expect(ld.keywords).toBe('solid electrolyte, interface');
  });
});
