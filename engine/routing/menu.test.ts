import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_MENU_CODES,
  buildMenu,
  filterMenu,
  isUsableUrl,
  linkRoute,
  menuItemState,
  menuLink,
  periodOf,
  withSlds,
  type MenuChannel,
  type MenuLinkContext,
} from './menu';

const ch = (over: Partial<MenuChannel>): MenuChannel => ({ id: 1, name: '栏目', enName: 'Column', code: 'news', enable: '1', ...over });

describe('filterMenu (spec 5)', () => {
  const tree: MenuChannel[] = [
    ch({ id: 1, code: 'index', name: '首页', enName: 'Home', children: [ch({ id: 11, code: 'news', name: '首页子项', enName: 'Home child' })] }),
    ch({ id: 2, code: 'directory', name: '当期', enName: 'Current' }),
    ch({ id: 3, code: 'news', name: '资讯', enName: '', children: [ch({ id: 31, code: 'newNews', name: '动态', enName: 'Dynamics' })] }),
    ch({ id: 4, code: 'aboutus', name: '关于', enName: 'About', enable: '0' }),
    ch({ id: 5, code: 'contact', name: '联系', enName: 'Contact' }),
    ch({ id: 6, code: 'science', name: '科普', enName: 'Science', children: [ch({ id: 61, name: '科普子项', enName: 'Sci child' })] }),
    ch({
      id: 7,
      code: 'aboutus',
      name: '关于我们',
      enName: 'About us',
      children: [
        ch({ id: 71, code: 'item', name: '简介', enName: 'Intro', children: [ch({ id: 711, code: 'item', name: '三级', enName: 'Third', children: [ch({ id: 7111, name: '四级', enName: 'Fourth' })] })] }),
        ch({ id: 72, code: 'subaboutus', name: '子关于', enName: 'Sub' }),
        ch({ id: 73, code: 'item', name: '停用', enName: 'Off', enable: 0 }),
        ch({ id: 74, code: 'item', name: '   ', enName: 'Blank zh' }),
      ],
    }),
    ch({ id: 8, code: 'jump', name: '外链', enName: 'Link', enable: 1 }),
  ];

  it('shows enabled, named, non-excluded items in Chinese', () => {
    const r = filterMenu(tree, 'zh');
    expect(r.visible.map((c) => c.id)).toEqual([1, 2, 3, 6, 7, 8]);
    expect(r.forbidden.map((c) => c.id)).toEqual([4, 73]);
    expect(r.languageMissing.map((c) => c.id)).toEqual([74]);
  });

  it('uses enName in English and collects items lacking it', () => {
    const r = filterMenu(tree, 'en');
    expect(r.visible.map((c) => c.id)).toEqual([1, 2, 6, 7, 8]);
    expect(r.languageMissing.map((c) => c.id)).toEqual([3]);
  });

  it('drops direct children of the index and science columns', () => {
    const r = filterMenu(tree, 'zh');
    expect(r.visible.find((c) => c.id === 1)!.children).toEqual([]);
    expect(r.visible.find((c) => c.id === 6)!.children).toEqual([]);
    expect(r.visible.find((c) => c.id === 3)!.children!.map((c) => c.id)).toEqual([31]);
  });

  it('drops excluded codes at every level and keeps at most three levels', () => {
    const about = filterMenu(tree, 'zh').visible.find((c) => c.id === 7)!;
    expect(about.children!.map((c) => c.id)).toEqual([71]);
    const level3 = about.children![0]!.children!;
    expect(level3.map((c) => c.id)).toEqual([711]);
    expect(level3[0]!.children).toEqual([]);
  });

  it('does not change the input', () => {
    const copy = structuredClone(tree);
    filterMenu(tree, 'zh');
    expect(tree).toEqual(copy);
  });

  it.each(EXCLUDED_MENU_CODES)('excludes code %s', (code) => {
    expect(menuItemState(ch({ code }), 'zh')).toBe('excluded');
  });

  it('treats enable other than "1" as forbidden', () => {
    expect(menuItemState(ch({ enable: '0' }), 'zh')).toBe('forbidden');
    expect(menuItemState(ch({ enable: null }), 'zh')).toBe('forbidden');
    expect(menuItemState(ch({ enable: '1' }), 'zh')).toBe('visible');
  });

  it('handles missing input', () => {
    expect(filterMenu(undefined, 'zh')).toEqual({ visible: [], languageMissing: [], forbidden: [] });
  });
});

const LANG: MenuLinkContext = { route: { family: 'lang' }, lang: 'zh', index: 2 };
const SLD: MenuLinkContext = { route: { family: 'sld', sld: 'cmg' }, lang: 'en', index: 2 };
const href = (c: Partial<MenuChannel>, ctx: MenuLinkContext) => menuLink(ch(c), ctx)?.href ?? null;

describe('menuLink (spec 2.3)', () => {
  it('index', () => {
    expect(href({ code: 'index' }, LANG)).toBe('/');
    expect(href({ code: 'index' }, SLD)).toBe('/cmg/en?slds=cmg');
  });

  it('directory and backissue: chosen, current or no period', () => {
    expect(href({ code: 'directory', linkValue: '2024/3' }, LANG)).toBe('/zh/issue/2024/3/');
    expect(href({ code: 'backissue' }, { ...LANG, period: { year: 2023, issue: 6 } })).toBe('/zh/issue/2023/6/');
    expect(href({ code: 'directory' }, LANG)).toBe('/zh/issue/');
    expect(href({ code: 'directory', linkValue: '2024-3' }, SLD)).toBe('/cmg/en/issue/2024/3/?slds=cmg');
    expect(href({ code: 'backissue', id: 9 }, { ...LANG, backIssueAcademic: true, period: { year: 2023, issue: 6 } })).toBe(
      '/academic?columnId=9&code=backissue&index=2&type=backissue&date=2023-6&lang=zh',
    );
  });

  it('singleFirst and latestOffer', () => {
    expect(href({ code: 'singleFirst' }, LANG)).toBe('/zh/onlineFirst/');
    expect(href({ code: 'singleFirst' }, SLD)).toBe('/cmg/en/onlineFirst/?slds=cmg');
    expect(href({ code: 'latestOffer' }, LANG)).toBe('/zh/justAccepted/');
    expect(href({ code: 'latestOffer' }, SLD)).toBe('/cmg/en/justAccepted/?slds=cmg');
  });

  it('jump: external link in a new tab only for a usable URL', () => {
    for (const ctx of [LANG, SLD]) {
      expect(menuLink(ch({ code: 'jump', linkValue: 'https://example.org/a' }), ctx)).toEqual({
        href: 'https://example.org/a',
        newTab: true,
        external: true,
      });
      expect(menuLink(ch({ code: 'jump', linkValue: '' }), ctx)).toBeNull();
      expect(menuLink(ch({ code: 'jump', linkValue: 'null' }), ctx)).toBeNull();
      expect(menuLink(ch({ code: 'jump', linkValue: 'undefined' }), ctx)).toBeNull();
      expect(menuLink(ch({ code: 'jump', linkValue: null }), ctx)).toBeNull();
      expect(menuLink(ch({ code: 'jump', linkValue: 'javascript:alert(1)' }), ctx)).toBeNull();
    }
  });

  it.each(['periodIntroduce', 'introduce', 'reader', 'situation', 'column'])('%s -> /{lang}/about/{id}/', (code) => {
    expect(href({ code, id: 12 }, LANG)).toBe('/zh/about/12/');
    expect(href({ code, id: 12 }, SLD)).toBe('/cmg/en/about/12/?slds=cmg');
  });

  it('newPeriodIntroduce -> /newPeriodIntroduce/{siteId}/{channelId}/{lang}/', () => {
    expect(href({ code: 'newPeriodIntroduce', id: 12 }, { ...LANG, siteId: 2 })).toBe('/newPeriodIntroduce/2/12/zh/');
    expect(href({ code: 'newPeriodIntroduce', id: 12 }, { ...SLD, siteId: 2 })).toBe('/newPeriodIntroduce/2/12/en/?slds=cmg');
  });

  it.each(['aboutus', 'subaboutus', 'subcontact', 'contact'])('%s -> /aboutus query page', (code) => {
    expect(href({ code, id: 5, bannerId: 77 }, LANG)).toBe(`/aboutus?columnId=5&code=${code}&index=2&bannerId=77&lang=zh`);
    expect(href({ code, id: 5 }, SLD)).toBe(`/aboutus?columnId=5&code=${code}&index=2&lang=en&slds=cmg`);
  });

  it('newLeaguage and newLink query pages', () => {
    expect(href({ code: 'newLeaguage', id: 5 }, LANG)).toBe('/newLeaguage?columnId=5&code=newLeaguage&index=2&lang=zh');
    expect(href({ code: 'newLeaguage', id: 5 }, SLD)).toBe('/newLeaguage?columnId=5&code=newLeaguage&index=2&lang=en&slds=cmg');
    expect(href({ code: 'newLink', id: 5 }, LANG)).toBe('/newLink1?columnId=5&code=newLink&index=2&type=newLink&lang=zh');
    expect(href({ code: 'newLink', id: 5 }, SLD)).toBe('/newLink1?columnId=5&code=newLink&index=2&type=newLink&lang=en&slds=cmg');
  });

  it.each(['virtualAlbum', 'newAlbum'])('%s -> /{lang}/collectionList/{id}/', (code) => {
    expect(href({ code, id: 40 }, LANG)).toBe('/zh/collectionList/40/');
    expect(href({ code, id: 40 }, SLD)).toBe('/cmg/en/collectionList/40/?slds=cmg');
  });

  it.each(['item', 'newItem'])('%s -> /{lang}/{route}/ or /{lang}/info/{id}/', (code) => {
    expect(href({ code, id: 8, route: 'issues' }, LANG)).toBe('/zh/issues/');
    expect(href({ code, id: 8, route: '/issues/' }, SLD)).toBe('/cmg/en/issues/?slds=cmg');
    expect(href({ code, id: 8 }, LANG)).toBe('/zh/info/8/');
    expect(href({ code, id: 8, route: 'null' }, SLD)).toBe('/cmg/en/info/8/?slds=cmg');
    expect(href({ code, id: 8, route: 'javascript:alert(1)' }, LANG)).toBe('/zh/info/8/');
  });

  it('newNews -> /{lang}/newsInfo/{id}/0/', () => {
    expect(href({ code: 'newNews', id: 3 }, LANG)).toBe('/zh/newsInfo/3/0/');
    expect(href({ code: 'newNews', id: 3 }, SLD)).toBe('/cmg/en/newsInfo/3/0/?slds=cmg');
  });

  it('editorial -> /{lang}/editorial-board/{id}/0/ or the first expert', () => {
    expect(href({ code: 'editorial', id: 6 }, LANG)).toBe('/zh/editorial-board/6/0/');
    expect(href({ code: 'editorial', id: 6 }, { ...SLD, firstExpertId: 99 })).toBe('/cmg/en/editorial-board/6/99/?slds=cmg');
  });

  it('newComposite -> /{lang}/newcomposite/{id}/', () => {
    expect(href({ code: 'newComposite', id: 4 }, LANG)).toBe('/zh/newcomposite/4/');
    expect(href({ code: 'newComposite', id: 4 }, SLD)).toBe('/cmg/en/newcomposite/4/?slds=cmg');
  });

  it('science -> /science query page', () => {
    expect(href({ code: 'science', id: 4 }, LANG)).toBe('/science?columnId=4&code=science&index=2&type=science&lang=zh');
    expect(href({ code: 'science', id: 4 }, SLD)).toBe('/science?columnId=4&code=science&index=2&type=science&lang=en&slds=cmg');
  });

  it.each(['conference', 'prePublication', 'html', 'mixed', 'someCommonCode'])('%s -> its own channel page', (code) => {
    expect(href({ code, id: 4, name: '会议', enName: 'Conf' }, LANG)).toBe(
      `/zh/${code}/?columnId=4&columnName=%E4%BC%9A%E8%AE%AE&index=2&code=${code}`,
    );
    expect(href({ code, id: 4, name: '会议', enName: 'Conf' }, SLD)).toBe(`/cmg/en/${code}/?columnId=4&columnName=Conf&index=2&code=${code}&slds=cmg`);
  });

  it('other codes naming a page of their own -> /{code} with query params', () => {
    const c = { code: 'news', id: 4, name: '资讯', enName: 'News', bannerId: 3, newsDataType: 'news' };
    expect(href(c, { ...LANG, parentIndex: 1, parent: ch({ id: 2, code: 'aboutus' }) })).toBe(
      '/news?columnId=4&columnName=%E8%B5%84%E8%AE%AF&index=2&parentIndex=1&code=news&bannerId=3&childId=4&newsDataType=news&lang=zh',
    );
    expect(href(c, SLD)).toBe('/news?columnId=4&columnName=News&index=2&code=news&bannerId=3&newsDataType=news&lang=en&slds=cmg');
    expect(href({ code: 'currencyList', id: 4, enName: 'V' }, SLD)).toBe('/currencyList?columnId=4&columnName=V&index=2&code=currencyList&lang=en&slds=cmg');
  });

  it('children of the home column go to /homeNav?index=0', () => {
    expect(href({ code: 'news' }, { ...LANG, parent: ch({ code: 'index' }) })).toBe('/homeNav?index=0&lang=zh');
  });

  it('items without code have no link', () => {
    expect(menuLink(ch({ code: '' }), LANG)).toBeNull();
    expect(menuLink(ch({ code: null }), SLD)).toBeNull();
  });
});

describe('helpers', () => {
  it('isUsableUrl', () => {
    expect(isUsableUrl('https://x')).toBe(true);
    expect(isUsableUrl(' null ')).toBe(false);
    expect(isUsableUrl('undefined')).toBe(false);
    expect(isUsableUrl('')).toBe(false);
    expect(isUsableUrl(undefined)).toBe(false);
  });
  it('withSlds keeps the hash and existing query', () => {
    expect(withSlds('/a?b=1#h', { family: 'sld', sld: 'x' })).toBe('/a?b=1&slds=x#h');
    expect(withSlds('/a', { family: 'lang' })).toBe('/a');
  });
  it('periodOf', () => {
    expect(periodOf('2024/3')).toEqual({ year: '2024', issue: '3' });
    expect(periodOf('abc')).toBeNull();
  });
  it('linkRoute keeps the site on plain pages reached with slds', () => {
    expect(linkRoute({ family: 'plain', query: { slds: 'cmg' } })).toEqual({ family: 'sld', sld: 'cmg' });
    expect(linkRoute({ family: 'lang', query: {} })).toEqual({ family: 'lang', sld: undefined });
  });
});

describe('buildMenu', () => {
  it('attaches links, index/parentIndex and removes duplicate ids', () => {
    const nodes = buildMenu(
      [
        ch({ id: 1, code: 'singleFirst', name: '首发' }),
        ch({ id: 2, code: 'news', name: '资讯', children: [ch({ id: 21, code: 'newNews', name: 'a' }), ch({ id: 21, code: 'newNews', name: 'dup' }), ch({ id: 22, code: 'news', name: 'b' })] }),
        ch({ id: 1, code: 'singleFirst', name: '重复' }),
      ],
      'zh',
      { route: { family: 'lang' }, lang: 'zh' },
    );
    expect(nodes.map((n) => n.label)).toEqual(['首发', '资讯']);
    expect(nodes[0]!.link!.href).toBe('/zh/onlineFirst/');
    expect(nodes[1]!.children.map((n) => n.label)).toEqual(['a', 'b']);
    expect(nodes[1]!.children[1]!.link!.href).toContain('index=1&parentIndex=1');
    expect(nodes[1]!.link!.href).toContain('index=1&code=news');
    expect(nodes[1]!.link!.href).not.toContain('parentIndex');
    expect(nodes[1]!.children[1]!.key).toBe('2/22');
  });
});
