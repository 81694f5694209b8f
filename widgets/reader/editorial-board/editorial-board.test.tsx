// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Params } from '../../../engine/data/api';
import pageTitle from '../../content/page-title';
import editorialBoard from './index';
import type { Expert } from './load';
import { CHANNELS, renderReader, SITE } from '../news-list/testing';

afterEach(cleanup);

const LIST = '/front/expert/list';
const ROLES = [
  ['editorInChief', '主编', 'Editor-in-Chief'],
  ['deputyEditor', '副主编', 'Deputy Editors'],
  ['member', '编委', 'Members'],
] as const;

function expert(i: number): Expert {
  const [role, roleName, enRoleName] = i === 0 ? ROLES[0] : i < 3 ? ROLES[1] : ROLES[2];
  return {
    id: 500 + i,
    siteId: SITE.siteId,
    name: `专家${i}`,
    enName: `Expert ${i}`,
    title: i === 0 ? '院士' : '教授',
    enTitle: i === 0 ? 'Academician' : 'Professor',
    institution: `大学${i}`,
    enInstitution: `University ${i}`,
    research: '高熵合金',
    enResearch: 'High-entropy alloys',
    photo: i === 0 ? '/rc-pub/front/files/get?id=demo.expert-0.svg' : null,
    bio: `专家${i}的简介。`,
    enBio: `Biography of expert ${i}.`,
    role,
    roleName,
    enRoleName,
    sort: i,
  };
}

const BOARD = Array.from({ length: 23 }, (_, i) => expert(i));

function boardApi(p?: Params) {
  const page = Number(p?.page ?? 0);
  const size = Number(p?.size ?? 10);
  return [{ content: BOARD.slice(page * size, page * size + size), totalElements: BOARD.length, totalPages: Math.ceil(BOARD.length / size), number: page, size }];
}

const show = (path: string, failing?: string[], board = boardApi) =>
  renderReader({
    path,
    widgets: [pageTitle, editorialBoard],
    main: [
      { id: 'page-title', type: 'page-title' },
      { id: 'board', type: 'editorial-board' },
    ],
    channels: CHANNELS,
    content: { [LIST]: board },
    failing,
  });

describe('editorial-board', () => {
  it('asks for 10 members of page 0 and selects the first by default', async () => {
    const r = await show('/demo/zh/editorial-board/12/0');
    expect(r.api.calls.find((c) => c.path === LIST)?.params).toMatchObject({ topicId: SITE.siteId, page: 0, size: 10 });
    const nav = screen.getByRole('navigation', { name: '编委名单' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['主编', '副主编', '编委']);
    const current = within(nav).getByRole('link', { current: true });
    expect(current.textContent).toBe('专家0大学0');
    const profile = screen.getByRole('region', { name: '专家0 主编' });
    expect(within(profile).getByRole('img', { name: '专家0的照片' }).getAttribute('src')).toBe('/rc-pub/front/files/get?id=demo.expert-0.svg');
    expect(within(profile).getByText('院士')).toBeTruthy();
    expect(within(profile).getByText('大学0')).toBeTruthy();
    expect(within(profile).getByText('专家0的简介。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('编委会');
    expect(r.page.head?.title).toBe('编委会 - 演示期刊');
    expect(r.page.head?.status).toBeUndefined();
  });

  it('links members to /editorial-board/{channel}/{id}; editorialId selects one; head names them', async () => {
    const r = await show('/demo/en/editorial-board/12/504');
    const nav = screen.getByRole('navigation', { name: 'Board members' });
    expect(within(nav).getByRole('link', { name: /Expert 1\b/ }).getAttribute('href')).toBe('/demo/en/editorial-board/12/501');
    expect(within(nav).getByRole('link', { current: true }).getAttribute('href')).toBe('/demo/en/editorial-board/12/504');
    const profile = screen.getByRole('region', { name: 'Expert 4 Members' });
    expect(within(profile).getByText('Biography of expert 4.')).toBeTruthy();
    expect(within(profile).queryByRole('img')).toBeNull();
    expect(r.page.head).toMatchObject({ title: 'Expert 4 - Editorial Board - Demo Journal', description: 'Biography of expert 4.' });
  });

  it('pages by 10 and opens the page of a member on another page', async () => {
    await show('/demo/zh/editorial-board/12/0?page=3');
    const nav = screen.getByRole('navigation', { name: '编委名单' });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(within(nav).getByRole('link', { current: true }).textContent).toBe('专家20大学20');
    expect(within(nav).getByRole('link', { name: /专家21/ }).getAttribute('href')).toBe('/demo/zh/editorial-board/12/521?page=3');
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    const r = await show('/demo/zh/editorial-board/12/515');
    expect(within(screen.getByRole('navigation', { name: '编委名单' })).getByRole('link', { current: true }).textContent).toBe('专家15大学15');
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(r.page.head?.title).toBe('专家15 - 编委会 - 演示期刊');
  });

  it('without a channel id links through the first editorial channel', async () => {
    await show('/demo/zh/editorial-board');
    expect(screen.getByRole('link', { name: /^专家1\s*大学1$/ }).getAttribute('href')).toBe('/demo/zh/editorial-board/12/501');
  });

  it.each([
    ['zh', '暂无数据'],
    ['en', 'No data'],
  ])('%s: an unknown member -> "No data" and 404', async (lang, text) => {
    const r = await show(`/demo/${lang}/editorial-board/12/999`);
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(r.page.head?.status).toBe(404);
  });

  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: empty board and failing API', async (lang, empty, error) => {
    await show(`/demo/${lang}/editorial-board`, undefined, () => [{ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 }]);
    expect(screen.getByRole('status').textContent).toBe(empty);
    cleanup();
    await show(`/demo/${lang}/editorial-board`, [LIST]);
    expect(screen.getByRole('alert').textContent).toBe(error);
  });
});
