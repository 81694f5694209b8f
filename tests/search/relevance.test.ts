/**
 * Relevance suite: queries in zh and en over the curated fixture (tests/search/fixture.ts) with
 * their expected results, through the real endpoints (/front/search, /front/advSearch).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { get } from '../api/helpers';
import { ART, FILLER_IDS, RES, SITE, startSearchApp } from './fixture';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startSearchApp('search-relevance'));
});
afterAll(() => close());

interface Item {
  id: number;
  siteId: number;
  year: number;
  citations: number;
  views: number;
  publishedDate: string | null;
  onlineDate: string | null;
  highlight: { title: string; enTitle: string; abstract: string; enAbstract: string };
}
interface ListData {
  list: Item[];
  total: number;
}

interface Case {
  name: string;
  path?: '/front/search' | '/front/advSearch';
  query: Record<string, string | number>;
  /** Exact set of result ids (any order). */
  only?: number[];
  /** Ids that must be present. */
  includes?: number[];
  /** Ids that must be absent. */
  excludes?: number[];
  /** First result. */
  first?: number;
  /** Last result. */
  last?: number;
  /** Extra check on the items. */
  check?: (items: Item[]) => void;
}

const rows = (...r: { field: string; term: string | number; op?: string; precise?: number }[]) => JSON.stringify(r);
const BATTERY_ZH = [
  ART.sulfideSsb, ART.perovskite, ART.sodiumCathode, ART.fuelCell, ART.script, ART.lis, ART.onlineFirst, ART.justAccepted,
  ART.keywordBattery, ART.supercap,
];
const TSINGHUA = [ART.sulfideSsb, ART.perovskite, ART.graphene, ART.onlineFirst, ART.wangXiao];
const all = { siteId: SITE.all };

const CASES: Case[] = [
  // ---- Chinese: 1, 2, 3, 4 characters ----
  { name: '2-character word 电池: every article with it, abstract-only match last', query: { ...all, q: '电池' }, only: BATTERY_ZH, last: ART.supercap },
  { name: '2-character word 电池 ranks title matches above keyword-only and abstract-only', query: { ...all, q: '电池' }, check: (items) => {
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(ART.keywordBattery)).toBeGreaterThan(ids.indexOf(ART.lis));
    expect(ids.indexOf(ART.keywordBattery)).toBeLessThan(ids.indexOf(ART.supercap));
  } },
  { name: '1-character 锂 (inside longer words and at a run start)', query: { ...all, q: '锂' }, only: [ART.saltLake, ART.lis, ART.lithiumAnode, ART.llzo] },
  { name: '4-character phrase 固态电池 (not 固态 … 电池 apart)', query: { ...all, q: '固态电池' }, only: [ART.sulfideSsb, ART.justAccepted] },
  { name: '3-character word 钙钛矿', query: { ...all, q: '钙钛矿' }, only: [ART.perovskite] },
  { name: 'mixed zh/en 钙钛矿 solar', query: { ...all, q: '钙钛矿 solar' }, only: [ART.perovskite], excludes: [ART.emfTandem] },
  { name: 'mixed zh/en 锂 battery', query: { ...all, q: '锂 battery' }, only: [ART.lis] },
  { name: 'institution words in any field: 中国科学院', query: { ...all, q: '中国科学院' }, includes: [ART.lithiumAnode, ART.fuelCell, ART.llzo], excludes: TSINGHUA },
  // ---- authors ----
  { name: 'author in zh 王晓明 (not 王晓)', query: { ...all, q: '王晓明' }, only: [ART.sulfideSsb, ART.perovskite, ART.hea] },
  { name: 'author in pinyin Wang Xiaoming', query: { ...all, q: 'Wang Xiaoming' }, only: [ART.sulfideSsb, ART.perovskite, ART.hea] },
  { name: 'author field, zh', query: { ...all, q: '王晓明', field: 'author' }, only: [ART.sulfideSsb, ART.perovskite, ART.hea] },
  { name: 'author field, English name', query: { ...all, q: 'john smith', field: 'author' }, only: [ART.emfSei] },
  // ---- institution, keyword, title fields ----
  { name: 'institution field 清华大学', query: { ...all, q: '清华大学', field: 'institution' }, only: TSINGHUA },
  { name: 'institution field in English', query: { ...all, q: 'Tsinghua', field: 'institution' }, only: TSINGHUA },
  { name: 'keyword field 钠离子电池', query: { ...all, q: '钠离子电池', field: 'keyword' }, only: [ART.sodiumCathode] },
  { name: 'title field 电池 leaves keyword-only and abstract-only matches out', query: { ...all, q: '电池', field: 'title' }, excludes: [ART.keywordBattery, ART.supercap], includes: [ART.sulfideSsb] },
  { name: 'abstract field 功率密度', query: { ...all, q: '功率密度', field: 'abstract' }, only: [ART.supercap] },
  // ---- DOI ----
  { name: 'DOI exact', query: { ...all, q: '10.12345/amr.2024.1001' }, only: [ART.sulfideSsb] },
  { name: 'DOI as https://doi.org/ URL, upper case', query: { ...all, q: 'https://doi.org/10.12345/AMR.2024.1001' }, only: [ART.sulfideSsb] },
  { name: 'DOI field', query: { ...all, q: '10.12345/jnem.2023.1012', field: 'doi' }, only: [ART.llzo] },
  { name: 'DOI of another article finds only that one', query: { ...all, q: 'doi:10.12345/emf.2022.1016' }, only: [ART.emfCathode] },
  // ---- English ----
  { name: 'English word cathode: title + keyword + abstract match first', query: { ...all, q: 'cathode' }, first: ART.emfCathode, includes: [ART.sodiumCathode, ART.sulfideSsb] },
  { name: 'plural folds: cathodes = cathode', query: { ...all, q: 'cathodes' }, first: ART.emfCathode, includes: [ART.sodiumCathode, ART.sulfideSsb] },
  { name: 'phrase "solid electrolyte"', query: { ...all, q: '"solid electrolyte"' }, only: [ART.emfSei, ART.llzo], excludes: [ART.liquid] },
  { name: 'unquoted solid electrolyte: both words anywhere', query: { ...all, q: 'solid electrolyte' }, includes: [ART.emfSei, ART.llzo, ART.liquid] },
  { name: 'case-insensitive English', query: { ...all, q: 'PEROVSKITE' }, includes: [ART.perovskite, ART.emfTandem] },
  // ---- years ----
  { name: 'years=1 (2025)', query: { ...all, q: '电池', years: 1 }, only: [ART.sodiumCathode, ART.onlineFirst, ART.justAccepted] },
  { name: 'years=3 (2023-2025)', query: { ...all, q: '电池', years: 3 }, check: (items) => {
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.year).toBeGreaterThanOrEqual(2023);
  } },
  { name: 'year facet 2024', query: { ...all, q: '电池', year: 2024 }, only: [ART.sulfideSsb, ART.script, ART.lis, ART.keywordBattery] },
  // ---- scope ----
  { name: 'group scope: cmg sees amr and jnem, not emf', query: { siteId: SITE.cmg, q: 'electrolyte' }, includes: [ART.sulfideSsb, ART.llzo], excludes: [ART.emfSei] },
  { name: 'amr alone does not see jnem', query: { siteId: SITE.amr, q: 'electrolyte' }, includes: [ART.sulfideSsb], excludes: [ART.llzo, ART.emfSei] },
  { name: 'jnem alone does not see amr', query: { siteId: SITE.jnem, q: '电池' }, includes: [ART.lis], excludes: [ART.sulfideSsb] },
  { name: 'all sees every journal', query: { siteId: SITE.all, q: 'electrolyte' }, includes: [ART.sulfideSsb, ART.llzo, ART.emfSei] },
  { name: 'journal facet within a group', query: { siteId: SITE.cmg, q: '电池', journal: SITE.jnem }, only: [ART.sodiumCathode, ART.fuelCell, ART.lis, ART.keywordBattery] },
  { name: 'journal facet outside the scope finds nothing', query: { siteId: SITE.amr, q: '电池', journal: SITE.jnem }, only: [] },
  { name: 'author facet 王晓明', query: { ...all, q: '电池', author: '王晓明' }, only: [ART.sulfideSsb, ART.perovskite] },
  { name: 'keyword facet 固态电池 (exact keyword)', query: { ...all, q: '电池', keyword: '固态电池' }, only: [ART.sulfideSsb, ART.justAccepted] },
  { name: 'column facet 综述', query: { ...all, q: '锂', column: 12 }, only: [ART.lithiumAnode] },
  // ---- sorts ----
  { name: 'sort by citations', query: { ...all, q: '电池', sort: 'citations' }, first: ART.fuelCell, check: (items) => {
    for (let i = 1; i < items.length; i++) expect(items[i]!.citations).toBeLessThanOrEqual(items[i - 1]!.citations);
  } },
  { name: 'sort by views', query: { ...all, q: '电池', sort: 'views' }, first: ART.fuelCell, check: (items) => {
    for (let i = 1; i < items.length; i++) expect(items[i]!.views).toBeLessThanOrEqual(items[i - 1]!.views);
  } },
  { name: 'sort by date: just accepted, online first, then the 2025 issue', query: { ...all, q: '电池', sort: 'date' }, check: (items) => {
    expect(items.slice(0, 3).map((i) => i.id)).toEqual([ART.justAccepted, ART.onlineFirst, ART.sodiumCathode]);
  } },
  // ---- highlight ----
  { name: 'highlight escapes a title with <script>', query: { ...all, q: '电池' }, includes: [ART.script], check: (items) => {
    const it = items.find((i) => i.id === ART.script)!;
    expect(it.highlight.title).toBe('&lt;script&gt;alert(1)&lt;/script&gt;<em class="hl">电池</em>安全性测试方法');
    expect(it.highlight.abstract).not.toContain('<img');
    expect(it.highlight.abstract).toContain('&lt;img src=x onerror=alert(2)&gt;');
  } },
  { name: 'highlight of English words, escaped', query: { ...all, q: 'battery' }, includes: [ART.script], check: (items) => {
    const it = items.find((i) => i.id === ART.script)!;
    expect(it.highlight.enTitle).toBe('&lt;b&gt;<em class="hl">Battery</em>&lt;/b&gt; safety test methods &amp; &quot;standards&quot;');
  } },
  // ---- other resource types ----
  { name: 'news', query: { ...all, q: '固态电池', type: 'news' }, only: [RES.newsSsb] },
  { name: 'news by spec id -2, text inside HTML content', query: { ...all, q: '硫化物电解质', type: -2 }, only: [RES.newsSsb] },
  { name: 'picture (25)', query: { ...all, q: '固态电池', type: 25 }, only: [RES.pictureSsb] },
  { name: 'table', query: { ...all, q: 'LLZO', type: 'table' }, only: [RES.tableLlzo] },
  { name: 'video (29)', query: { ...all, q: '固态电池', type: 29 }, only: [RES.video] },
  { name: 'audio (28)', query: { ...all, q: '钙钛矿', type: 28 }, only: [RES.audio] },
  { name: 'book', query: { ...all, q: '电池材料', type: 'book' }, only: [RES.book] },
  { name: 'book by author', query: { ...all, q: 'Wang Xiaoming', type: 'book' }, only: [RES.book] },
  { name: 'expert by name', query: { ...all, q: '王晓明', type: 'expert' }, only: [RES.expert] },
  { name: 'expert shows on the site of an editorial role', query: { siteId: SITE.jnem, q: '王晓明', type: 'expert' }, only: [RES.expert] },
  { name: 'other (0) = collections', query: { ...all, q: '固态电池', type: 0 }, only: [RES.collection] },
  { name: 'publication (-3)', query: { ...all, q: '新能源', type: -3 }, only: [SITE.jnem] },
  { name: 'thesis = article', query: { ...all, q: '钙钛矿', type: 'thesis' }, only: [ART.perovskite] },
  // ---- advanced ----
  { name: 'adv: title 电池 NOT author 王晓明 (exact)', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'title', term: '电池' }, { field: 'author', term: '王晓明', op: 'NOT', precise: 1 }) },
    only: [ART.sodiumCathode, ART.fuelCell, ART.script, ART.lis, ART.onlineFirst, ART.justAccepted] },
  { name: 'adv: title 钙钛矿 OR title 高熵合金', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'title', term: '钙钛矿' }, { field: 'title', term: '高熵合金', op: 'OR' }) },
    only: [ART.perovskite, ART.hea] },
  { name: 'adv: (A OR B) AND C left to right', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'title', term: '钙钛矿' }, { field: 'title', term: '高熵合金', op: 'OR' }, { field: 'author', term: 'Wang Xiaoming', op: 'AND' }) },
    only: [ART.perovskite, ART.hea] },
  { name: 'adv: keyword 电池 precise = the whole keyword', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'keyword', term: '电池', precise: 1 }) }, only: [ART.keywordBattery] },
  { name: 'adv: keyword 电池 fuzzy = inside keywords', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'keyword', term: '电池', precise: 0 }) },
    includes: [ART.keywordBattery, ART.sodiumCathode, ART.sulfideSsb], excludes: [ART.supercap] },
  { name: 'adv: author 王晓 precise vs 王晓明', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'author', term: '王晓', precise: 1 }) }, only: [ART.wangXiao] },
  { name: 'adv: author 王晓 fuzzy also finds 王晓明', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'author', term: '王晓', precise: 0 }) },
    only: [ART.wangXiao, ART.sulfideSsb, ART.perovskite, ART.hea] },
  { name: 'adv: title fuzzy 固态 电池 (words in any order) vs precise phrase', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'title', term: '电池固态', precise: 0 }) },
    only: [ART.sulfideSsb, ART.justAccepted] },
  { name: 'adv: title precise 电池固态 finds nothing', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'title', term: '电池固态', precise: 1 }) }, only: [] },
  { name: 'adv: online first only (publishType=1)', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'title', term: '电池' }), publishType: 1 }, only: [ART.onlineFirst, ART.justAccepted] },
  { name: 'adv: not open access (openAccess=1)', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'title', term: '固态电池' }), openAccess: 1 }, only: [ART.justAccepted] },
  { name: 'adv: first page 31', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'firstPage', term: 31 }) }, only: [ART.perovskite, ART.llzo] },
  { name: 'adv: part (column) 综述', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'part', term: '综述' }) }, only: [ART.lithiumAnode] },
  { name: 'adv: DOI row', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'doi', term: '10.12345/amr.2022.1003' }) }, only: [ART.perovskite] },
  { name: 'adv: institution precise English value', path: '/front/advSearch', query: { ...all, rows: rows({ field: 'institution', term: 'Massachusetts Institute of Technology', precise: 1 }) },
    only: [ART.emfSei, ART.emfTandem, ART.emfCathode, ART.emfMl] },
  { name: 'adv: years=1 with a group scope', path: '/front/advSearch', query: { siteId: SITE.cmg, rows: rows({ field: 'title', term: '电池' }), years: 1 },
    only: [ART.sodiumCathode, ART.onlineFirst, ART.justAccepted] },
  { name: 'filler articles never match battery queries', query: { ...all, q: '电池' }, excludes: FILLER_IDS },
];

describe('relevance tiers and paging', () => {
  it('title matches come first; pages of 3 put together give the single ranked list', async () => {
    const one = await get<ListData>(app, '/front/search', { ...all, q: '电池', size: 100 });
    const ids = one.body.data.list.map((i) => i.id);
    const titleHits = one.body.data.list.filter((i) => i.highlight.title.includes('<em class="hl">')).map((i) => i.id);
    expect(ids.slice(0, titleHits.length)).toEqual(titleHits);
    expect(titleHits).toHaveLength(8);
    const paged: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await get<ListData>(app, '/front/search', { ...all, q: '电池', size: 3, page });
      expect(body.data.total).toBe(10);
      paged.push(...body.data.list.map((i) => i.id));
    }
    expect(paged).toEqual(ids);
  });
});

describe('relevance', () => {
  it(`has at least 30 queries (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const { body } = await get<ListData>(app, c.path ?? '/front/search', { size: 100, ...c.query });
      expect(body.status, body.message).toBe(0);
      const ids = body.data.list.map((i) => i.id);
      if (c.only) {
        expect([...ids].sort()).toEqual([...c.only].sort());
        expect(body.data.total).toBe(c.only.length);
      }
      for (const id of c.includes ?? []) expect(ids).toContain(id);
      for (const id of c.excludes ?? []) expect(ids).not.toContain(id);
      if (c.first !== undefined) expect(ids[0]).toBe(c.first);
      if (c.last !== undefined) expect(ids[ids.length - 1]).toBe(c.last);
      c.check?.(body.data.list);
    });
  }
});
