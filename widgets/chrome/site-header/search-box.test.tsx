// @vitest-environment jsdom
/**
 * The header search box as a reader uses it (spec 2.4, 4, 5, 6, 7.1, 7.7): field options from the
 * loader and per type, order numbers for thesis and publication, clearing, analyze then navigate,
 * the data-error alert, Enter analytics, the compact and hover boxes and the spec 6 restriction.
 * The API is stubbed where the widget gets it: the loader's `api` and the engine's HTTP client.
 */
import { createDataClient } from '../../../engine/data/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import siteHeader from './index';
import type { SiteHeaderData, SiteHeaderViewProps } from './types';
import type { ApiClient, Envelope, Params } from '../../../engine/data/api';
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { PageContext } from '../../../engine/render/context';
import { createI18n } from '../../../engine/i18n';
import { fixtureBundle, pageContext, renderWithPage } from '../../testing/renderWithPage';
import type { SiteBundle } from '../../../engine/config/bundle';

type Handler = (params: Params | undefined) => Envelope<unknown> | Promise<Envelope<unknown>>;

// One stub for both doors: the loader's ctx.api and the browser client the box creates.
const stub = vi.hoisted(() => {
  const calls: { path: string; params?: Record<string, unknown> }[] = [];
  const routes = new Map<string, (params: Record<string, unknown> | undefined) => unknown>();
  const api = {
    async get(path: string, params?: Record<string, unknown>) {
      calls.push({ path, params });
      const h = routes.get(path);
      if (!h) return { status: 404, data: null, message: `Not found: ${path}` };
      return h(params);
    },
    async post(path: string) {
      calls.push({ path });
      return { status: 404, data: null, message: `Not found: ${path}` };
    },
  };
  return { calls, routes, api };
});

vi.mock('../../../engine/data/browserApi', async () => {
  const { createDataClient } = await import('../../../engine/data/client');
  return { browserApi: () => createDataClient(stub.api as never) };
});

const api = createDataClient(stub.api as unknown as ApiClient);
const ok = <T,>(data: T): Envelope<T> => ({ status: 0, data, message: 'success' });

const OPTIONS: Record<string, { field: string; condition: string; enCondition: string }[]> = {
  article: [
    { field: 'all', condition: '全部', enCondition: 'All fields' },
    { field: 'title', condition: '题名', enCondition: 'Title' },
    { field: 'author', condition: '作者', enCondition: 'Author' },
  ],
  publication: [
    { field: 'all', condition: '全部', enCondition: 'All fields' },
    { field: 'title', condition: '刊名', enCondition: 'Journal title' },
  ],
  picture: [
    { field: 'title', condition: '图片标题', enCondition: 'Picture title' },
    { field: 'keyword', condition: '关键词', enCondition: 'Keyword' },
  ],
  video: [{ field: 'title', condition: '视频标题', enCondition: 'Video title' }],
};

function route(path: string, h: Handler) {
  stub.routes.set(path, h as never);
}

function optionsCalls() {
  return stub.calls.filter((c) => c.path === '/front/site/getSearchOptions').map((c) => c.params?.type);
}

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stub.calls.length = 0;
  stub.routes.clear();
  route('/front/site/getSearchOptions', (p) => ok(OPTIONS[String(p?.type)] ?? []));
  route('/front/search/analyze', (p) => ok(String(p?.q).split(/\s+/)));
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  sessionStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Run the widget's loader like the page loader does, then render the navStyle's view with its data. */
async function renderHeader(opts: { variant?: string; path?: string; bundle?: SiteBundle } = {}) {
  const bundle = opts.bundle ?? fixtureBundle();
  const ctx = pageContext({ path: opts.path, bundle });
  const data = (await siteHeader.load!({ api, site: bundle.site, bundle, lang: ctx.lang, uiLang: ctx.uiLang, route: ctx.route, props: {} } as WidgetLoadContext)) as SiteHeaderData;
  const View = (await siteHeader.variants![opts.variant ?? '1']!.preload()) as ComponentType<SiteHeaderViewProps>;
  const result = renderWithPage(<View props={{}} data={data} id="header" />, { path: opts.path, bundle });
  return { ...result, data };
}

/** The always-open box of styles with a desktop and a phone box (the first form is the desktop one). */
function box() {
  return screen.getAllByRole('search')[0]!;
}

function fieldSelect(form = box()) {
  return within(form).queryByRole('combobox', { name: /检索字段|Search field/ }) as HTMLSelectElement | null;
}

function optionTexts(select: HTMLSelectElement) {
  return [...select.options].map((o) => o.textContent);
}

function types(header: Record<string, unknown>, site?: Record<string, unknown>) {
  return fixtureBundle({ header: { searchConfigs: { isShow: true, isShowSeniorSearch: true, isShowSearchOptions: true, ...header } }, ...(site ? { site } : {}) } as never);
}

describe('search-field selector', () => {
  it('shows the first type’s options from the loader, in the server HTML, with order numbers for thesis', async () => {
    const { data } = await renderHeader();
    expect(optionsCalls()).toEqual(['article']);
    const select = fieldSelect()!;
    expect(optionTexts(select)).toEqual(['全部', '题名', '作者']);
    expect([...select.options].map((o) => o.value)).toEqual(['0', '1', '2']);
    expect(select.value).toBe('0');

    // the server-rendered HTML already holds the selector (no request after hydration)
    const View = (await siteHeader.variants!['1']!.preload()) as ComponentType<SiteHeaderViewProps>;
    const ctx = pageContext();
    const html = renderToString(
      <PageContext.Provider value={ctx}>
        <I18nextProvider i18n={createI18n('zh')}>
          <View props={{}} data={data} id="header" />
        </I18nextProvider>
      </PageContext.Provider>,
    );
    expect(html).toContain('题名');

    // and the browser hydrates it without a mismatch
    cleanup();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <PageContext.Provider value={ctx}>
          <I18nextProvider i18n={createI18n('zh')}>
            <View props={{}} data={data} id="header" />
          </I18nextProvider>
        </PageContext.Provider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    expect(optionsCalls()).toEqual(['article']);
    act(() => root!.unmount());
    container.remove();
  });

  it('labels the options with enCondition on English pages', async () => {
    await renderHeader({ path: '/en/home' });
    expect(optionTexts(fieldSelect()!)).toEqual(['All fields', 'Title', 'Author']);
  });

  it('uses order numbers for publication too', async () => {
    await renderHeader({ bundle: types({ resourceTypes: [-3] }) });
    expect(within(box()).queryByRole('combobox', { name: '资源类型' })).toBeNull();
    const select = fieldSelect()!;
    expect(optionTexts(select)).toEqual(['全部', '刊名']);
    expect([...select.options].map((o) => o.value)).toEqual(['0', '1']);
  });

  it('is hidden for news and other, which fetch no options', async () => {
    await renderHeader({ bundle: types({ resourceTypes: [-2, 0, 428] }) });
    expect(optionsCalls()).toEqual([]);
    expect(fieldSelect()).toBeNull();
    const typeSelect = within(box()).getByRole('combobox', { name: '资源类型' });
    fireEvent.change(typeSelect, { target: { value: 'other' } });
    expect(fieldSelect()).toBeNull();
    fireEvent.change(typeSelect, { target: { value: 'thesis' } });
    await waitFor(() => expect(optionTexts(fieldSelect()!)).toEqual(['全部', '题名', '作者']));
    expect(optionsCalls()).toEqual(['article']);
  });

  it('reloads the options on a type change and selects the first; cached per type', async () => {
    await renderHeader();
    fireEvent.change(fieldSelect()!, { target: { value: '2' } });
    expect(fieldSelect()!.value).toBe('2');
    const typeSelect = within(box()).getByRole('combobox', { name: '资源类型' });
    fireEvent.change(typeSelect, { target: { value: 'picture' } });
    await waitFor(() => expect(optionTexts(fieldSelect()!)).toEqual(['图片标题', '关键词']));
    // other types submit the option's field
    expect([...fieldSelect()!.options].map((o) => o.value)).toEqual(['title', 'keyword']);
    expect(fieldSelect()!.value).toBe('title');
    fireEvent.change(fieldSelect()!, { target: { value: 'keyword' } });
    fireEvent.change(typeSelect, { target: { value: 'thesis' } });
    expect(fieldSelect()!.value).toBe('0');
    fireEvent.change(typeSelect, { target: { value: 'picture' } });
    expect(fieldSelect()!.value).toBe('title');
    expect(optionsCalls()).toEqual(['article', 'picture']);
  });

  it('leaves the header working without a selector when the options call fails', async () => {
    route('/front/site/getSearchOptions', () => ({ status: 500, data: null, message: 'boom' }));
    await renderHeader();
    expect(fieldSelect()).toBeNull();
    expect(screen.getByRole('menubar', { name: '主菜单' })).toBeTruthy();
    cleanup();
    route('/front/site/getSearchOptions', () => Promise.reject(new Error('network down')));
    await renderHeader();
    expect(fieldSelect()).toBeNull();
    expect(within(box()).getByRole('searchbox')).toBeTruthy();
  });

  it('is hidden when the header config turns search options off', async () => {
    await renderHeader({ bundle: types({ resourceTypes: [428, 25], isShowSearchOptions: 0 }) });
    expect(optionsCalls()).toEqual([]);
    expect(fieldSelect()).toBeNull();
  });
});

describe('clear button', () => {
  it.each([
    ['zh', '/zh/home', '清除'],
    ['en', '/en/home', 'Clear'],
  ])('appears with text and empties and refocuses the input (%s)', async (_l, path, label) => {
    await renderHeader({ path });
    const form = box();
    const input = within(form).getByRole('searchbox') as HTMLInputElement;
    expect(within(form).queryByRole('button', { name: label })).toBeNull();
    fireEvent.change(input, { target: { value: '电池' } });
    fireEvent.click(within(form).getByRole('button', { name: label }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(within(form).queryByRole('button', { name: label })).toBeNull();
  });
});

describe('analyze, then navigate', () => {
  it.each([
    ['/zh/home', '/zh/searchPublication?type=thesis&searchType=singleSearch&index=-1&q=%E9%94%82+%E7%94%B5%E6%B1%A0&field=1'],
    ['/cmg/zh/home', '/cmg/zh/searchPublication?type=thesis&searchType=singleSearch&index=-1&q=%E9%94%82+%E7%94%B5%E6%B1%A0&field=1&slds=cmg'],
  ])('a thesis search at %s analyses the keyword and opens the result page', async (path, url) => {
    await renderHeader({ path });
    const form = box();
    fireEvent.change(fieldSelect(form)!, { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: ' 锂 电池 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '检索' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(stub.calls.find((c) => c.path === '/front/search/analyze')?.params).toEqual({ q: '锂 电池', type: 'article' });
    expect(JSON.parse(sessionStorage.getItem('datanav')!)).toMatchObject({ searchText: '锂 电池', analyzeArray: ['锂', '电池'], searchType: 'thesis', field: '1' });
    // a button click is not an Enter search
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('analyses publication searches as type publication', async () => {
    await renderHeader({ bundle: types({ resourceTypes: [-3, 428] }) });
    fireEvent.change(within(box()).getByRole('searchbox'), { target: { value: 'energy' } });
    fireEvent.submit(box());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh/searchPublication?type=publication&searchType=singleSearch&index=-1&q=energy&field=0'));
    expect(stub.calls.find((c) => c.path === '/front/search/analyze')?.params).toEqual({ q: 'energy', type: 'publication' });
  });

  it('navigates other types directly, with the field name', async () => {
    await renderHeader();
    fireEvent.change(within(box()).getByRole('combobox', { name: '资源类型' }), { target: { value: 'picture' } });
    await waitFor(() => expect(fieldSelect()).not.toBeNull());
    fireEvent.change(within(box()).getByRole('searchbox'), { target: { value: '电池' } });
    fireEvent.submit(box());
    expect(assign).toHaveBeenCalledWith('/zh/searchPublication?type=picture&searchType=singleSearch&index=-1&q=%E7%94%B5%E6%B1%A0&field=title');
    expect(stub.calls.some((c) => c.path === '/front/search/analyze')).toBe(false);
  });

  it.each([
    ['zh', '/zh/home', '提示', '数据获取失败', '确定'],
    ['en', '/en/home', 'Tips', 'Data acquisition failed', 'OK'],
  ])('shows the data-error message and stays when analyze fails (%s)', async (_l, path, title, message, okLabel) => {
    route('/front/search/analyze', () => ({ status: 500, data: null, message: 'analyze failed' }));
    await renderHeader({ path });
    const input = within(box()).getByRole('searchbox');
    fireEvent.change(input, { target: { value: '电池' } });
    fireEvent.submit(box());
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(dialog.textContent).toContain(message);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('datanav')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: okLabel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('pushes a site-search analytics event when Enter starts the search', async () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [{ event: 'earlier' }];
    await renderHeader();
    const input = within(box()).getByRole('searchbox');
    fireEvent.change(input, { target: { value: '电池' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'earlier' }, { event: 'site-search', keyword: '电池', type: 'thesis' }]);
  });

  it('creates window.dataLayer when it is missing', async () => {
    await renderHeader();
    const input = within(box()).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'site-search', keyword: 'x', type: 'thesis' }]);
  });
});

describe('empty keyword', () => {
  it.each([
    ['zh', '/zh/home', '提示', '请输入检索内容', '确定', '检索'],
    ['en', '/en/home', 'Tips', 'Please enter search content', 'OK', 'Search'],
  ])('alerts in the always-open box (%s)', async (_l, path, title, message, okLabel, button) => {
    await renderHeader({ path });
    fireEvent.change(within(box()).getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.click(within(box()).getByRole('button', { name: button }));
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog.textContent).toContain(message);
    fireEvent.click(within(dialog).getByRole('button', { name: okLabel }));
    expect(assign).not.toHaveBeenCalled();
    expect(stub.calls.some((c) => c.path === '/front/search/analyze')).toBe(false);
  });
});

describe('compact box (style 3)', () => {
  it('only toggles on an empty keyword, takes at most 125 characters and closes after a search', async () => {
    await renderHeader({ variant: '3' });
    const toggle = screen.getByRole('button', { name: '打开检索' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('search');
    const input = within(form).getByRole('searchbox') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.maxLength).toBe(125);
    fireEvent.change(input, { target: { value: '长'.repeat(200) } });
    expect(input.value).toHaveLength(125);

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.submit(form);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.change(input, { target: { value: '电池' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh/searchPublication?type=thesis&searchType=singleSearch&index=-1&q=%E7%94%B5%E6%B1%A0&field=0'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open after a failed analyze', async () => {
    route('/front/search/analyze', () => ({ status: 1, data: null, message: 'no' }));
    await renderHeader({ variant: '3' });
    const toggle = screen.getByRole('button', { name: '打开检索' });
    fireEvent.click(toggle);
    fireEvent.change(within(screen.getByRole('search')).getByRole('searchbox'), { target: { value: '电池' } });
    fireEvent.submit(screen.getByRole('search'));
    await screen.findByRole('alertdialog');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('hover box (style 11)', () => {
  it('opens on the first click and searches on the second', async () => {
    await renderHeader({ variant: '11' });
    expect(screen.queryByRole('search')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开检索' }));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const form = screen.getByRole('search');
    const input = within(form).getByRole('searchbox');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '电池' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '检索' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // closes after the search
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('site-specific types (spec 6)', () => {
  it('offers emf only thesis, picture, audio and video among its configured types', async () => {
    await renderHeader({ bundle: types({ resourceTypes: [428, -3, -2, 25, 0] }, { ...fixtureBundle().site, sld: 'emf' }), path: '/emf/en/home' });
    const select = within(box()).getByRole('combobox', { name: 'Resource type' }) as HTMLSelectElement;
    expect(optionTexts(select)).toEqual(['Article', 'Picture']);
  });

  it('offers all four when none of them is configured', async () => {
    await renderHeader({ bundle: types({ resourceTypes: [-2, 0] }, { ...fixtureBundle().site, sld: 'emf' }) });
    const select = within(box()).getByRole('combobox', { name: '资源类型' }) as HTMLSelectElement;
    expect(optionTexts(select)).toEqual(['文章', '图片', '音频', '视频']);
    // the loader fetched the options of the restricted first type
    expect(optionsCalls()).toEqual(['article']);
    expect(fieldSelect()).not.toBeNull();
  });

  it('leaves other sites alone', async () => {
    await renderHeader({ bundle: types({ resourceTypes: [-2, 0] }) });
    expect(optionTexts(within(box()).getByRole('combobox', { name: '资源类型' }) as HTMLSelectElement)).toEqual(['资讯', '其他']);
  });
});
