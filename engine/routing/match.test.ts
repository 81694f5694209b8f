import { describe, expect, it } from 'vitest';
import { matchRoute } from './match';
import { sitePath, withLang } from './links';

describe('matchRoute: the lang family (spec 2.1)', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['/zh/home', 'home', {}],
    ['/zh/home/12', 'home', { id: '12' }],
    ['/en/issues', 'issues', {}],
    ['/zh/justAccepted', 'justAccepted', {}],
    ['/zh/onlineFirst', 'onlineFirst', {}],
    ['/zh/article/doi/10.1234/amr.2024.001', 'article', { doi: '10.1234/amr.2024.001' }],
    ['/zh/article/doi/10.1234/a/b/c', 'article', { doi: '10.1234/a/b/c' }],
    ['/zh/about', 'about', {}],
    ['/zh/about/7', 'about', { id: '7' }],
    ['/zh/aboutus/7', 'aboutus', { id: '7' }],
    ['/zh/article/981', 'article', { thesisId: '981' }],
    ['/zh/article/735/981', 'article', { siteId: '735', thesisId: '981' }],
    ['/zh/thesis/735/981', 'article', { siteId: '735', thesisId: '981' }],
    ['/zh/collectionList/3', 'collectionList', { id: '3' }],
    ['/zh/collections/44', 'collections', { virtualId: '44' }],
    ['/zh/info/5', 'info', { id: '5' }],
    ['/zh/newcomposite/5', 'newcomposite', { id: '5' }],
    ['/zh/news/5', 'news', { id: '5' }],
    ['/zh/newsDetails/5', 'newsDetails', { id: '5' }],
    ['/zh/editorial-board/9/0', 'editorialBoard', { id: '9', editorialId: '0' }],
    ['/zh/issue/2024/3', 'issue', { year: '2024', issue: '3' }],
    ['/zh/issue', 'issue', {}],
    ['/zh/newsInfo/4/0', 'newsInfo', { id: '4', activeId: '0' }],
    ['/zh/contact', 'channel', { code: 'contact' }],
    ['/de/home', 'home', {}],
  ];
  it.each(cases)('%s -> %s', (path, kind, params) => {
    const m = matchRoute(path);
    expect(m).not.toBeNull();
    expect(m!.family).toBe('lang');
    expect(m!.pageKind).toBe(kind);
    expect(m!.params).toEqual(params);
  });
});

describe('matchRoute: the sld family', () => {
  it('carries the site label and an optional language', () => {
    expect(matchRoute('/amr/zh/home')).toMatchObject({ family: 'sld', sld: 'amr', lang: 'zh', pageKind: 'home' });
    expect(matchRoute('/amr/home')).toMatchObject({ family: 'sld', sld: 'amr', pageKind: 'home' });
    expect(matchRoute('/amr/home')!.lang).toBeUndefined();
    expect(matchRoute('/amr')).toMatchObject({ family: 'sld', sld: 'amr', pageKind: 'home' });
    expect(matchRoute('/emf/en/issue/2024/2')).toMatchObject({ sld: 'emf', lang: 'en', pageKind: 'issue', params: { year: '2024', issue: '2' } });
    expect(matchRoute('/amr/en/article/doi/10.1/x')).toMatchObject({ sld: 'amr', pageKind: 'article', params: { doi: '10.1/x' } });
    expect(matchRoute('/amr/zh/editorial-board/3/0')).toMatchObject({ pageKind: 'editorialBoard', params: { id: '3', editorialId: '0' } });
    expect(matchRoute('/jnem/zh/contact')).toMatchObject({ sld: 'jnem', pageKind: 'channel', params: { code: 'contact' } });
  });
});

describe('matchRoute: plain pages and misses', () => {
  it('resolves the index and the pages of spec 2.2', () => {
    expect(matchRoute('/')).toMatchObject({ family: 'plain', pageKind: 'home' });
    expect(matchRoute('/errorPage', '?lang=en')).toMatchObject({ pageKind: 'errorPage', query: { lang: 'en' } });
    expect(matchRoute('/forbiddenPage', '?lang=zh')).toMatchObject({ pageKind: 'forbiddenPage' });
    expect(matchRoute('/thesisDetails', '?columnId=1&lang=zh')).toMatchObject({ pageKind: 'thesisDetails' });
    expect(matchRoute('/seniorSearch')).toMatchObject({ pageKind: 'seniorSearch' });
    expect(matchRoute('/newPeriodIntroduce/735/12/zh/')).toMatchObject({ pageKind: 'newPeriodIntroduce', params: { siteId: '735', channelId: '12' }, lang: 'zh' });
  });
  it('returns null for paths no family accepts (404)', () => {
    expect(matchRoute('/zh/home/1/2')).toBeNull();
    expect(matchRoute('/zh/issue/2024/3/4')).toBeNull();
    expect(matchRoute('/zh/contact/extra')).toBeNull();
    expect(matchRoute('/zh/article/doi/a/b/c/d/e')).toBeNull();
    expect(matchRoute('/login/extra')).toBeNull();
    expect(matchRoute('/bad%sld')).toBeNull();
  });
});

describe('links', () => {
  it('builds paths in the current route family', () => {
    expect(sitePath({ family: 'lang' }, 'zh', 'home')).toBe('/zh/home');
    expect(sitePath({ family: 'sld', sld: 'amr' }, 'en', '/issue/2024/1')).toBe('/amr/en/issue/2024/1');
  });
  it('replaces or inserts the language segment', () => {
    expect(withLang(matchRoute('/zh/issue/2024/3')!, 'en')).toBe('/en/issue/2024/3');
    expect(withLang(matchRoute('/amr/zh/home')!, 'en')).toBe('/amr/en/home');
    expect(withLang(matchRoute('/amr/home')!, 'en')).toBe('/amr/en/home');
    expect(withLang(matchRoute('/amr/zh/about', '?x=1')!, 'en')).toBe('/amr/en/about?x=1');
  });
});
