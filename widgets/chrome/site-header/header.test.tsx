// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import Style1 from './styles/Style1';
import { fixtureBundle, renderWithPage } from '../../testing/renderWithPage';
import { useUiStore } from '../../../engine/state/ui';
import { buildMenu } from '../../../engine/routing/menu';
import { withOverflow, MORE_KEY } from './parts/MenuBar';
import { customButtonsOf, greetingOf } from './parts/model';
import { searchTypesOf } from './parts/search';

afterEach(() => {
  cleanup();
  useUiStore.setState({ sideMenuOpen: false });
  document.cookie = 'userName=; path=/; max-age=0';
});

const view = <Style1 props={{}} data={undefined} id="header" />;

function desktopSearch() {
  // the first search form is the desktop one (the phone one is hidden by a media query)
  return screen.getAllByRole('search')[0]!;
}

describe('site-header style 1', () => {
  it('renders logo, greeting and the filtered menu in Chinese', () => {
    renderWithPage(view);
    const logo = screen.getByRole('link', { name: '中国医学期刊首页' });
    expect(logo.getAttribute('href')).toBe('/zh/home');
    expect(screen.getByText('欢迎访问本刊')).toBeTruthy();
    const bar = screen.getByRole('menubar', { name: '主菜单' });
    const top = within(bar)
      .getAllByRole('menuitem')
      .filter((el) => el.parentElement?.parentElement === bar)
      .map((el) => el.textContent);
    expect(top).toEqual(['首页', '期刊浏览', '最新录用', '编委会', '资讯', '投稿系统']);
    expect(screen.queryByText('停用栏目')).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '联系我们' })).toBeNull();
    const jump = screen.getAllByRole('menuitem', { name: '投稿系统' })[0]!;
    expect(jump.getAttribute('target')).toBe('_blank');
  });

  it('uses English names, the English greeting and drops items without enName', () => {
    renderWithPage(view, { path: '/en/home' });
    expect(screen.getByText('Welcome to the journal')).toBeTruthy();
    expect(screen.getAllByRole('menuitem', { name: 'Browse' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: '资讯' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chinese Medical Journal home page' })).toBeTruthy();
  });

  it('prefers greetingConfig when hasGreeting is on', () => {
    renderWithPage(view, { bundle: fixtureBundle({ header: { greetingConfig: { hasGreeting: true, greeting: '新的问候' } } }) });
    expect(screen.getByText('新的问候')).toBeTruthy();
  });

  it.each([
    ['zh', '/zh/home', '登录', '注册'],
    ['en', '/en/home', 'Login', 'Register'],
  ])('shows login and register only with showLogin (%s)', (_l, path, login, register) => {
    renderWithPage(view, { path });
    expect(screen.getAllByRole('link', { name: login }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: register }).length).toBeGreaterThan(0);
    const href = screen.getAllByRole('link', { name: login })[0]!.getAttribute('href')!;
    expect(href).toMatch(/^\/login\?lang=(zh|en)&url=%2F(zh|en)%2Fhome$/);
    cleanup();
    renderWithPage(view, { path, bundle: fixtureBundle({ header: { showLogin: 0 } }) });
    expect(screen.queryByRole('link', { name: login })).toBeNull();
    expect(screen.queryByRole('link', { name: register })).toBeNull();
  });

  it.each([
    ['zh', '/zh/issues', 'English', '/en/issues'],
    ['en', '/en/issues', '中文', '/zh/issues'],
  ])('shows the language toggle only when switchLanguage is 1 (%s)', (_l, path, text, target) => {
    renderWithPage(view, { path });
    const toggles = screen.getAllByText(text).map((el) => el.closest('a')!);
    expect(toggles[0]!.getAttribute('href')).toBe(target);
    cleanup();
    renderWithPage(view, { path, bundle: fixtureBundle({ header: { switchLanguage: 0 } }) });
    expect(screen.queryByText(text)).toBeNull();
  });

  it('builds the language toggle and links in the site-label family with slds', () => {
    renderWithPage(view, { path: '/cmg/zh/issues' });
    expect(screen.getAllByText('English')[0]!.closest('a')!.getAttribute('href')).toBe('/cmg/en/issues');
    expect(screen.getByRole('link', { name: '中国医学期刊首页' }).getAttribute('href')).toBe('/cmg/zh/home?slds=cmg');
    expect(screen.getAllByRole('menuitem', { name: '最新录用' })[0]!.getAttribute('href')).toBe('/cmg/zh/justAccepted/?slds=cmg');
  });

  it.each([
    ['zh', '/zh/home', '提示', '请输入检索内容', '确定', '检索'],
    ['en', '/en/home', 'Tips', 'Please enter search content', 'OK', 'Search'],
  ])('alerts on an empty search (%s)', (_l, path, title, message, ok, button) => {
    renderWithPage(view, { path });
    fireEvent.click(within(desktopSearch()).getByRole('button', { name: button }));
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog.textContent).toContain(message);
    const okButton = within(dialog).getByRole('button', { name: ok });
    expect(document.activeElement).toBe(okButton);
    fireEvent.click(okButton);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('searches a keyword (max 150) with the chosen resource type', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithPage(view, { path: '/cmg/zh/home' });
    const form = desktopSearch();
    const input = within(form).getByRole('searchbox') as HTMLInputElement;
    expect(input.maxLength).toBe(150);
    const select = within(form).getByRole('combobox', { name: '资源类型' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['文章', '图片', '视频']);
    fireEvent.change(select, { target: { value: 'picture' } });
    fireEvent.change(input, { target: { value: ' 电池 ' } });
    fireEvent.submit(form);
    expect(assign).toHaveBeenCalledWith('/cmg/zh/searchPublication?type=picture&searchType=singleSearch&index=-1&q=%E7%94%B5%E6%B1%A0&slds=cmg');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('hides the type selector with a single resource type', () => {
    renderWithPage(view, { bundle: fixtureBundle({ header: { searchConfigs: { isShow: true, resourceTypes: [428] } } }) });
    expect(within(desktopSearch()).queryByRole('combobox')).toBeNull();
  });

  it('opens dropdowns with the keyboard and closes them with Escape', () => {
    renderWithPage(view);
    const bar = screen.getByRole('menubar', { name: '主菜单' });
    const items = within(bar).getAllByRole('menuitem');
    const home = items.find((el) => el.textContent === '首页')!;
    const browse = items.find((el) => el.textContent === '期刊浏览')!;
    expect(home.tabIndex).toBe(0);
    expect(browse.tabIndex).toBe(-1);
    home.focus();
    fireEvent.keyDown(home, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(browse);
    expect(browse.tabIndex).toBe(0);
    expect(browse.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(browse, { key: 'ArrowDown' });
    expect(browse.getAttribute('aria-expanded')).toBe('true');
    const sub = screen.getByRole('menu', { name: '期刊浏览' });
    const subItems = within(sub).getAllByRole('menuitem');
    expect(document.activeElement).toBe(subItems[0]);
    fireEvent.keyDown(subItems[0]!, { key: 'ArrowDown' });
    const back = subItems[1]!;
    expect(document.activeElement).toBe(back);
    expect(back.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(back, { key: 'ArrowRight' });
    const third = screen.getByRole('menu', { name: '过刊浏览' });
    expect(document.activeElement).toBe(within(third).getByRole('menuitem', { name: '按年浏览' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(back);
    fireEvent.keyDown(back, { key: 'Escape' });
    expect(document.activeElement).toBe(browse);
    expect(browse.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves items beyond the count into More / 更多', () => {
    renderWithPage(<Style1 props={{ moreAfter: 3 }} data={undefined} id="h" />);
    const more = screen.getAllByRole('menuitem', { name: '更多' })[0]!;
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu', { name: '更多' })).toBeNull(); // closed
    fireEvent.mouseEnter(more.parentElement!);
    const moreMenu = screen.getByRole('menu', { name: '更多' });
    expect(within(moreMenu).getAllByRole('menuitem').map((e) => e.textContent)).toEqual(['编委会', '资讯', '投稿系统']);
    fireEvent.mouseLeave(screen.getAllByRole('menubar')[0]!);
    expect(screen.queryByRole('menu', { name: '更多' })).toBeNull();
  });

  it('a click right after hovering More keeps it open; a later click closes it', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    renderWithPage(<Style1 props={{ moreAfter: 3 }} data={undefined} id="h" />);
    const more = screen.getAllByRole('menuitem', { name: '更多' })[0]!;
    fireEvent.mouseEnter(more.parentElement!);
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    now.mockReturnValue(1_002_000);
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    now.mockRestore();
  });

  it('spreads all items and shows no More with navDistribution 0', () => {
    renderWithPage(<Style1 props={{ moreAfter: 3 }} data={undefined} id="h" />, { bundle: fixtureBundle({ header: { navDistribution: 0 } }) });
    expect(screen.queryByRole('menuitem', { name: '更多' })).toBeNull();
  });

  it('opens and closes the side menu, locking page scroll', () => {
    renderWithPage(view);
    const burger = screen.getByRole('button', { name: '打开菜单' });
    fireEvent.click(burger);
    const panel = screen.getByRole('dialog', { name: '网站菜单' });
    expect(panel.style.visibility).toBe('visible');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
  });

  it('shows the first 3 enabled custom buttons and the group entrance', () => {
    const btn = (n: number, status = 1) => ({ customButtonStatus: status, customButtonName: `按钮${n}`, customButtonLinkValue: `https://b${n}.example.org` });
    renderWithPage(view, {
      bundle: fixtureBundle({
        header: { configData: { cssContent: '.x{color:red}</style><script>', customButtonList: [btn(1), btn(2, 0), btn(3), btn(4), btn(5)] } },
        group: { siteId: 1, sld: 'grp', name: '期刊集群', enName: 'Group' },
      }),
    });
    expect(screen.getByText('按钮1')).toBeTruthy();
    expect(screen.queryByText('按钮2')).toBeNull();
    expect(screen.getByText('按钮4')).toBeTruthy();
    expect(screen.queryByText('按钮5')).toBeNull();
    expect(screen.getByText('期刊集群').closest('a')!.getAttribute('href')).toBe('/grp/zh/home');
    const style = document.querySelector('style[data-header-css]')!;
    expect(style.textContent).toBe('.x{color:red}/style>script>');
  });

  it('shows the welcome text with a masked name when the userName cookie is set', async () => {
    document.cookie = 'userName=13812345678; path=/';
    renderWithPage(view);
    await act(async () => {});
    expect(screen.getAllByText('欢迎您，138****5678').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });
});

describe('header model helpers', () => {
  it('search types from resourceTypes or resourceType', () => {
    expect(searchTypesOf({ resourceType: '428;25,-2;999' })).toEqual(['thesis', 'picture', 'news']);
    expect(searchTypesOf({ searchConfigs: { resourceTypes: [-3, 0] } })).toEqual(['publication', 'other']);
    expect(searchTypesOf({})).toEqual(['thesis']);
    expect(searchTypesOf({ resourceType: '428;25', resourceSearch: 0 })).toEqual(['thesis']);
  });
  it('custom buttons: status 1 only, first 3', () => {
    const list = [1, 0, 1, 1, 1].map((s, i) => ({ customButtonStatus: s, customButtonName: `b${i}` }));
    expect(customButtonsOf({ configData: { customButtonList: list } }, 'zh').map((b) => b.label)).toEqual(['b0', 'b2', 'b3']);
  });
  it('greeting', () => {
    expect(greetingOf({ greeting: '你好', enGreeting: 'Hi' }, 'en')).toBe('Hi');
    expect(greetingOf({ greeting: 'null' }, 'zh')).toBeUndefined();
    const cfg = { greeting: '旧', enGreeting: 'Hello', greetingConfig: { hasGreeting: true, greeting: '新' } };
    expect(greetingOf(cfg, 'zh')).toBe('新');
    expect(greetingOf(cfg, 'en')).toBe('Hello');
    expect(greetingOf({ greetingConfig: { hasGreeting: true, greeting: '新' } }, 'en')).toBe('新');
  });
  it('withOverflow keeps three levels and removes duplicates', () => {
    const menu = buildMenu(
      Array.from({ length: 5 }, (_, i) => ({ id: i, name: `n${i}`, code: 'news', enable: '1', children: [{ id: 10 + i, name: 'c', code: 'news', enable: '1', children: [{ id: 20 + i, name: 'g', code: 'news', enable: '1' }] }] })),
      'zh',
      { route: { family: 'lang' }, lang: 'zh' },
    );
    const out = withOverflow(menu, 3, 'More');
    expect(out).toHaveLength(4);
    expect(out[3]!.key).toBe(MORE_KEY);
    expect(out[3]!.children.map((c) => c.label)).toEqual(['n3', 'n4']);
    expect(out[3]!.children[0]!.children[0]!.children).toEqual([]);
  });
});
