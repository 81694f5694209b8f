// @vitest-environment jsdom
/** The "other resources" page on the real app: demo collections of each site scope, paging, states. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { liveSite, paramsOf } from '../book-list/liveTesting';

const site = liveSite('others-list');

const list = () => screen.getByRole('list', { name: /专题与专辑列表|Collections and topics/ });
const names = () => within(list()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);

describe('others-list (/othersList)', () => {
  it('the all site lists every collection: name, description, date, article count, link to its collection page', async () => {
    const { page, calls } = await site.open('/all/zh/othersList');
    expect(paramsOf(calls, '/front/topic/list')).toEqual({ siteId: 1 });
    expect(h1s()).toEqual(['其他资源']);
    expect(screen.getByRole('heading', { level: 2, name: '共 3 个专题' })).toBeTruthy();
    expect(names()).toEqual(['高熵合金研究专辑', '固态电池与锂金属负极专辑', 'Perovskite Photovoltaics and Electrocatalysis']);
    const first = within(list()).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: '高熵合金研究专辑' }).getAttribute('href')).toBe('/all/zh/collections/1');
    expect(first.textContent).toContain('汇集本刊近年发表的高熵合金');
    expect(first.textContent).toContain('文章 8 篇');
    expect(first.textContent).toContain('创建于 2026-10-02');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-02');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    expect(page.head?.title).toBe('其他资源 - 材料科学期刊平台');
    expect(page.head?.description).toBe('其他资源：高熵合金研究专辑；固态电池与锂金属负极专辑；Perovskite Photovoltaics and Electrocatalysis');
  });

  it('a group shows its members’ collections, in English', async () => {
    const { page } = await site.open('/cmg/en/othersList');
    expect(h1s()).toEqual(['Other Resources']);
    expect(names()).toEqual(['High-Entropy Alloys Collection', 'Solid-State Batteries and Lithium Metal Anodes']);
    expect(screen.getByRole('link', { name: 'Solid-State Batteries and Lithium Metal Anodes' }).getAttribute('href')).toBe('/cmg/en/collections/2');
    expect(list().textContent).toContain('Articles: 8');
    expect(list().textContent).toContain('Representative papers on ion transport');
    expect(page.head?.title).toBe('Other Resources - China Materials Journals Group');
  });

  it('a journal shows its own; the plain route keeps the site label in its links', async () => {
    await site.open('/othersList?lang=zh&slds=jnem');
    expect(names()).toEqual(['固态电池与锂金属负极专辑']);
    expect(screen.getByRole('link', { name: '固态电池与锂金属负极专辑' }).getAttribute('href')).toBe('/jnem/zh/collections/2');
  });

  it('pages with ?page=N', async () => {
    const props = { type: 'others-list', props: { size: 2 } };
    await site.open('/all/en/othersList', { props });
    expect(names()).toEqual(['High-Entropy Alloys Collection', 'Solid-State Batteries and Lithium Metal Anodes']);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/all/en/othersList?page=2');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await site.open('/all/en/othersList?page=2', { props });
    expect(names()).toEqual(['Perovskite Photovoltaics and Electrocatalysis']);
    expect(screen.getByRole('heading', { level: 2, name: 'Collections: 3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // beyond the end: the empty state, and the way back
    await site.open('/all/en/othersList?page=9', { props });
    expect(screen.getByRole('status').textContent).toBe('No data');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/all/en/othersList');
  });

  it.each([
    ['zh', '其他资源', '暂无数据', '数据获取失败'],
    ['en', 'Other Resources', 'No data', 'Data acquisition failed'],
  ])('%s: empty and failing list', async (lang, title, empty, error) => {
    await site.open(`/amr/${lang}/othersList`, { replies: { '/front/topic/list': [] } });
    expect(screen.getByRole('status').textContent).toBe(empty);
    expect(h1s()).toEqual([title]);
    expect(screen.queryByRole('list', { name: /专题与专辑列表|Collections and topics/ })).toBeNull();
    const failed = await site.open(`/amr/${lang}/othersList`, { failing: ['/front/topic/list'] });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(failed.page.head?.status).toBeUndefined();
  });
});
