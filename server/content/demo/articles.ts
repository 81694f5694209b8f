/**
 * Journal plans (issues, columns, counts) and the article stream of one journal: articles with
 * authors, affiliations, references, attachments, HTML full text, figures and tables. Rows are
 * produced in batches so 100,000 articles never sit in memory at once.
 */
import type { Insertable } from 'kysely';
import type {
  ArticleAffiliationsTable,
  ArticleAuthorsTable,
  ArticlesTable,
  ColumnsTable,
  DataTablesTable,
  PeriodsTable,
  PicturesTable,
} from '../../db/schema';
import type { ColumnDef, JournalDef } from './fixtures/journals';
import {
  ADDITIVES,
  ADDITIVE_AMOUNTS,
  FUNDS,
  INTERNATIONAL_FUNDS,
  PERSPECTIVE_TITLES,
  REFERENCE_BOOKS,
  REFERENCE_JOURNALS,
  RESEARCH_TITLES,
  REVIEW_TITLES,
  abstractSentences,
  conclusionItems,
  experimentSentences,
  introSentences,
  resultNumbers,
  withAdditive,
  type Picks,
  type ResultNumbers,
} from './fixtures/phrases';
import type { FigureKind, Metric, Term, Topic } from './fixtures/types';
import { ANCHOR_DAY, ANCHOR_YEAR, DEMO_ANCHOR, addDays, dayNumber, isoOfDay, ymd } from './dates';
import { Rng, streamSeed } from './prng';
import { chineseAffiliation, chineseName, englishOnly, englishOnlyPerson, internationalAffiliation, internationalName, type Affiliation, type Person } from './people';
import { FIGURE_VARIANTS, figureId, fileUrl } from './svg';

export interface Scale {
  /** Share of articles that carry a reference list. */
  referencesShare: number;
  /** Share of articles with an HTML full text (these also get figures and tables). */
  htmlShare: number;
  graphicAbstractShare: number;
}

export const DEMO_SCALE: Scale = { referencesShare: 1, htmlShare: 0.3, graphicAbstractShare: 0.25 };
export const LARGE_SCALE: Scale = { referencesShare: 0.03, htmlShare: 0.02, graphicAbstractShare: 0.2 };

export interface PlannedColumn {
  row: Insertable<ColumnsTable>;
  def: ColumnDef;
}

export interface JournalPlan {
  journal: JournalDef;
  total: number;
  formal: number;
  onlineFirst: number;
  justAccepted: number;
  issuesPerYear: number;
  startYear: number;
  periods: Insertable<PeriodsTable>[];
  columns: PlannedColumn[];
  /** Ids of this journal's articles: firstArticleId .. firstArticleId + total - 1. */
  firstArticleId: number;
  /** The journal's regular authors (corresponding authors of many articles; the board is drawn from them). */
  scholars: { person: Person; affiliation: Affiliation; topic: Topic }[];
}

/** Publish date of issue `i` (1-based) of a year with `k` issues. */
function issueDate(year: number, i: number, k: number): string {
  if (k > 12) return ymd(year, Math.ceil(i / 2), i % 2 === 1 ? 10 : 25);
  return ymd(year, Math.ceil((i * 12) / k), 25);
}

function issuesOf(year: number, k: number): { issue: number; date: string }[] {
  const out: { issue: number; date: string }[] = [];
  for (let i = 1; i <= k; i++) {
    const date = issueDate(year, i, k);
    if (date <= DEMO_ANCHOR) out.push({ issue: i, date });
  }
  return out;
}

function countIssues(startYear: number, k: number): number {
  let n = 0;
  for (let y = startYear; y <= ANCHOR_YEAR; y++) n += issuesOf(y, k).length;
  return n;
}

/**
 * Issues, columns and counts for one journal. The demo spans 2024-2026 at the journal's own
 * frequency; larger counts reach back towards the founding year, then publish more often.
 */
export function planJournal(
  journal: JournalDef,
  total: number,
  ids: { period: number; column: number; article: number },
  seed: number,
): JournalPlan {
  const onlineFirst = Math.max(6, Math.round(total * 0.04));
  const justAccepted = Math.max(4, Math.round(total * 0.03));
  const formal = Math.max(0, total - onlineFirst - justAccepted);
  let k = journal.issuesPerYear;
  let startYear = ANCHOR_YEAR - 2;
  const perIssue = () => formal / countIssues(startYear, k);
  while (perIssue() > 16 && startYear > journal.founded) startYear--;
  for (const next of [12, 24]) if (perIssue() > 40 && k < next) k = next;

  const periods: Insertable<PeriodsTable>[] = [];
  for (let y = startYear; y <= ANCHOR_YEAR; y++) {
    for (const { issue, date } of issuesOf(y, k)) {
      periods.push({
        id: ids.period++,
        site_id: journal.siteId,
        year: y,
        volume: y - journal.founded + 1,
        issue,
        cover: fileUrl(`${journal.sld}.cover.svg`),
        publish_date: date,
      });
    }
  }
  const columns = journal.columns.map((def, i) => ({
    def,
    row: { id: ids.column++, site_id: journal.siteId, name: def.zh, en_name: def.en, sort: i + 1 },
  }));

  const rng = new Rng(streamSeed(seed, `${journal.sld}:scholars`));
  const scholars = Array.from({ length: 15 }, (_, i) => {
    const intl = journal.englishOnly && i % 3 === 2;
    let person = intl ? internationalName(rng) : chineseName(rng);
    let affiliation = intl ? internationalAffiliation(rng) : chineseAffiliation(rng, journal.field);
    if (journal.englishOnly) {
      person = englishOnlyPerson(person);
      affiliation = englishOnly(affiliation);
    }
    return { person, affiliation, topic: journal.topics[i % journal.topics.length]! };
  });
  // Unique scholar names within a journal (two 王伟 on one board would be confusing).
  const seen = new Set<string>();
  for (const s of scholars) {
    while (seen.has(s.person.zh)) s.person = journal.englishOnly ? englishOnlyPerson(chineseName(rng)) : chineseName(rng);
    seen.add(s.person.zh);
  }

  const firstArticleId = ids.article;
  ids.article = Math.ceil((ids.article + total + 1) / 10000) * 10000;
  return { journal, total, formal, onlineFirst, justAccepted, issuesPerYear: k, startYear, periods, columns, firstArticleId, scholars };
}

export interface ArticleBatch {
  articles: Insertable<ArticlesTable>[];
  authors: Insertable<ArticleAuthorsTable>[];
  affiliations: Insertable<ArticleAffiliationsTable>[];
  pictures: Insertable<PicturesTable>[];
  tables: Insertable<DataTablesTable>[];
}

/** Shared id counters for pictures and tables (global across journals). */
export interface Counters {
  picture: number;
  table: number;
  /** English titles used so far (all journals), to avoid repeats. */
  titles: Set<string>;
}

/** What the extras (collections, media, board) need to know about the generated articles. */
export interface ArticleIndex {
  /** Article ids by `${siteId}:${topicKey}` (at most 40 each, in id order). */
  byTopic: Map<string, number[]>;
  /** A few articles per journal with titles, for media items. */
  samples: Map<number, { id: number; title: string; en_title: string; topic: string; published: string; author: { zh: string; en: string } }[]>;
}

function pickPicks(rng: Rng, topic: Topic): Picks {
  const [method, method2] = rng.sample(topic.methods, 2) as [Term, Term];
  return {
    topic,
    mat: rng.pick(topic.materials),
    treat: rng.pick(topic.treatments),
    prop: rng.pick(topic.properties),
    method,
    method2: method2 ?? method,
    mech: rng.pick(topic.mechanisms),
    app: rng.pick(topic.applications),
    merit: rng.pick(topic.merits),
    metric: rng.pick(topic.metrics),
  };
}

function fundCode(rng: Rng, pattern: string): string {
  return pattern.replace(/#/g, () => String(rng.int(0, 9)));
}

function funds(rng: Rng, journal: JournalDef): { zh: string; en: string } | null {
  if (rng.chance(0.08)) return null;
  const n = rng.weighted([50, 35, 15]) + 1;
  const items: [string, string][] = [];
  const used = new Set<string>();
  for (let i = 0; i < n; i++) {
    if (journal.englishOnly && rng.chance(0.35)) {
      const [name, pattern] = rng.pick(INTERNATIONAL_FUNDS);
      const code = fundCode(rng, pattern);
      items.push([`${name} (${code})`, `${name} (${code})`]);
      continue;
    }
    const [zh, en, pattern] = rng.pick(FUNDS);
    const code = fundCode(rng, pattern);
    if (used.has(code)) continue;
    used.add(code);
    items.push([`${zh} (${code})`, `${en} (${code})`]);
  }
  const en = items.map((x) => x[1]).join('; ');
  return { zh: journal.englishOnly ? en : items.map((x) => x[0]).join('; '), en };
}

function refAuthors(rng: Rng, zh: boolean): string {
  const n = rng.weighted([10, 15, 20, 55]) + 1;
  const names = Array.from({ length: Math.min(n, 3) }, () => {
    const p = rng.chance(0.75) || zh ? chineseName(rng) : internationalName(rng);
    return zh ? p.zh : p.ref;
  });
  if (n > 3) return `${names.join(', ')}, ${zh ? '等' : 'et al'}`;
  return names.join(', ');
}

function references(rng: Rng, journal: JournalDef, topic: Topic, year: number, count: number): { ord: number; text: string }[] {
  const out: { ord: number; text: string }[] = [];
  const books = REFERENCE_BOOKS[journal.field].filter((b) => !journal.englishOnly || !/[\u4e00-\u9fff]/.test(b));
  const usedBooks = new Set<number>();
  const journals = REFERENCE_JOURNALS[journal.field];
  for (let i = 0; i < count; i++) {
    const ry = Math.max(1995, year - Math.min(25, Math.floor((rng.pareto(1.1) - 1) * 3)) - rng.int(0, 1));
    if (rng.chance(0.05) && usedBooks.size < books.length) {
      let b = rng.int(0, books.length - 1);
      while (usedBooks.has(b)) b = (b + 1) % books.length;
      usedBooks.add(b);
      out.push({ ord: i + 1, text: books[b]! });
      continue;
    }
    const candidates = journal.englishOnly ? journals.filter((j) => !j[1]) : journals;
    const [name, isZh] = rng.pick(candidates);
    const t = rng.chance(0.7) ? topic : rng.pick(journal.topics);
    const picks = pickPicks(rng, t);
    const title = rng.pick(RESEARCH_TITLES)(picks);
    const vol = 10 + ((ry * 7 + name.length * 13) % 290);
    const p1 = rng.int(1, 3000);
    const text = `${refAuthors(rng, isZh)}. ${isZh ? title.zh : title.en}[J]. ${name}, ${Math.min(ry, year)}, ${vol}(${rng.int(1, 12)}): ${p1}-${p1 + rng.int(4, 16)}.`;
    out.push({ ord: i + 1, text });
  }
  return out;
}

const FIGURE_CAPTIONS: Record<FigureKind, (p: Picks) => Term> = {
  xrd: (p) => ({ zh: `不同处理条件下${p.mat.zh}的XRD图谱`, en: `XRD patterns of ${p.mat.en} under different processing conditions` }),
  'stress-strain': (p) => ({ zh: `${p.mat.zh}的工程应力-应变曲线`, en: `Engineering stress-strain curves of ${p.mat.en}` }),
  polarization: (p) => ({ zh: `${p.mat.zh}在3.5% NaCl溶液中的动电位极化曲线`, en: `Potentiodynamic polarization curves of ${p.mat.en} in 3.5% NaCl solution` }),
  'charge-discharge': (p) => ({ zh: `${p.mat.zh}在0.1C下的充放电曲线`, en: `Charge-discharge profiles of ${p.mat.en} at 0.1C` }),
  cycling: (p) => ({ zh: `${p.mat.zh}在1C下的循环性能`, en: `Cycling performance of ${p.mat.en} at 1C` }),
  nyquist: (p) => ({ zh: `${p.mat.zh}的电化学阻抗谱`, en: `Nyquist plots of ${p.mat.en}` }),
  jv: (p) => ({ zh: `基于${p.mat.zh}的器件J-V曲线`, en: `J-V curves of devices based on ${p.mat.en}` }),
  lsv: (p) => ({ zh: `${p.mat.zh}的线性扫描伏安曲线`, en: `Linear sweep voltammetry curves of ${p.mat.en}` }),
  bar: (p) => ({ zh: `不同试样的${p.metric.zh}对比`, en: `Comparison of the ${p.metric.en} of different samples` }),
};

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function unitLabel(m: Metric, lang: 'zh' | 'en'): string {
  const name = lang === 'zh' ? m.zh : m.en;
  return m.unit ? `${name} / ${m.unit}` : name;
}

function dataTable(rng: Rng, p: Picks, n: ResultNumbers, englishOnly: boolean): { caption: Term; html: { zh: string; en: string } } {
  const metrics = [p.metric, ...p.topic.metrics.filter((m) => m !== p.metric)].slice(0, 3);
  const rows = 4;
  const values = metrics.map((m, j) => {
    const target = j === 0 ? n.value : m.min + (m.max - m.min) * rng.float(0.5, 0.95);
    const start = j === 0 ? n.reference : m.better === 'higher' ? target / rng.float(1.1, 1.5) : target * rng.float(1.1, 1.5);
    return Array.from({ length: rows }, (_, i) => (start + ((target - start) * i) / (rows - 1)) * (i === 0 || i === rows - 1 ? 1 : rng.float(0.97, 1.03)));
  });
  const build = (lang: 'zh' | 'en') => {
    const sample = lang === 'zh' ? '试样' : 'Sample';
    const cond = lang === 'zh' ? '处理条件' : 'Condition';
    const untreated = lang === 'zh' ? '未处理' : 'Untreated';
    const treat = lang === 'zh' ? p.treat.zh : p.treat.en;
    const head = `<tr><th>${sample}</th><th>${cond}</th>${metrics.map((m) => `<th>${esc(unitLabel(m, lang))}</th>`).join('')}</tr>`;
    const body = Array.from({ length: rows }, (_, i) => {
      const c = i === 0 ? untreated : `${treat} ${['', 'I', 'II', 'III'][i]}`;
      return `<tr><td>S${i}</td><td>${esc(c)}</td>${metrics.map((m, j) => `<td>${values[j]![i]!.toFixed(m.decimals)}</td>`).join('')}</tr>`;
    }).join('');
    return `<table><thead>${head}</thead><tbody>${body}</tbody></table>`;
  };
  const en = build('en');
  return {
    caption: { zh: englishOnly ? `Properties of ${p.mat.en} samples under different processing conditions` : `不同处理条件下${p.mat.zh}试样的性能参数`, en: `Properties of ${p.mat.en} samples under different processing conditions` },
    html: { zh: englishOnly ? en : build('zh'), en },
  };
}

interface FullTextParts {
  picks: Picks;
  numbers: ResultNumbers;
  figures: { kind: FigureKind; url: string; caption: Term }[];
  table: { caption: Term; html: { zh: string; en: string } } | null;
  lang: 'zh' | 'en';
}

function fullText({ picks, numbers, figures, table, lang }: FullTextParts): string {
  const t = (x: Term) => esc(lang === 'zh' ? x.zh : x.en);
  const join = (xs: Term[]) => xs.map(t).join(lang === 'zh' ? '' : ' ');
  const h = lang === 'zh'
    ? ['1 引言', '2 实验方法', '3 结果与讨论', '4 结论', '图', '表']
    : ['1 Introduction', '2 Experimental', '3 Results and discussion', '4 Conclusions', 'Fig. ', 'Table '];
  const result = abstractSentences(picks, numbers, 0, false, 5);
  const figs = figures
    .map((f, i) => `<figure id="fig${i + 1}"><img src="${esc(f.url)}" alt="${t(f.caption)}"/><figcaption>${h[4]}${i + 1} ${t(f.caption)}</figcaption></figure>`)
    .join('');
  const tab = table
    ? `<div class="table-wrap" id="tab1"><p class="table-caption">${h[5]}1 ${t(table.caption)}</p>${lang === 'zh' ? table.html.zh : table.html.en}</div>`
    : '';
  return (
    `<section><h2>${h[0]}</h2><p>${join(introSentences(picks))}</p></section>` +
    `<section><h2>${h[1]}</h2><p>${join(experimentSentences(picks))}</p></section>` +
    `<section><h2>${h[2]}</h2><p>${join([result[2]!, result[3]!])}</p>${figs}${tab}</section>` +
    `<section><h2>${h[3]}</h2><ol>${conclusionItems(picks, numbers).map((c) => `<li>${t(c)}</li>`).join('')}</ol></section>`
  );
}

/**
 * The articles of one journal, in batches of about `batchSize` articles: formal articles issue
 * by issue (oldest first), then online-first, then just-accepted ones.
 */
export function* journalArticles(
  plan: JournalPlan,
  scale: Scale,
  seed: number,
  counters: Counters,
  index: ArticleIndex,
  batchSize = 500,
): Generator<ArticleBatch> {
  const { journal } = plan;
  const rng = new Rng(streamSeed(seed, `${journal.sld}:articles`));
  const doiSeq = new Map<number, number>();
  const doiDigits = Math.max(4, String(plan.total).length);
  const pagesByYear = new Map<number, number>();
  const columnWeights = plan.columns.map((c) => c.def.weight);
  const usedTitles = counters.titles;
  let batch: ArticleBatch = { articles: [], authors: [], affiliations: [], pictures: [], tables: [] };
  let id = plan.firstArticleId;
  const samples: NonNullable<ReturnType<ArticleIndex['samples']['get']>> = [];
  index.samples.set(journal.siteId, samples);

  type Slot = { kind: 'formal'; period: Insertable<PeriodsTable> } | { kind: 'online' } | { kind: 'accepted' };
  function* slots(): Generator<Slot> {
    const n = plan.periods.length;
    for (let i = 0; i < n; i++) {
      const count = Math.floor(plan.formal / n) + (i < plan.formal % n ? 1 : 0);
      for (let j = 0; j < count; j++) yield { kind: 'formal', period: plan.periods[i]! };
    }
    for (let i = 0; i < plan.onlineFirst; i++) yield { kind: 'online' };
    for (let i = 0; i < plan.justAccepted; i++) yield { kind: 'accepted' };
  }

  for (const slot of slots()) {
    const r = rng;
    const col = plan.columns[r.weighted(columnWeights)]!;
    const topic = col.def.topic ? journal.topics.find((t) => t.key === col.def.topic)! : r.pick(journal.topics);
    const review = col.def.key === 'review' || col.def.key === 'perspective';
    const templates = col.def.key === 'review' ? REVIEW_TITLES : col.def.key === 'perspective' ? PERSPECTIVE_TITLES : RESEARCH_TITLES;
    // A title not used before (a few tries; large sets repeat some).
    let picks = pickPicks(r, topic);
    let title = r.pick(templates)(picks);
    for (let attempt = 0; attempt < 8 && usedTitles.has(title.en); attempt++) {
      picks = pickPicks(r, topic);
      // After a few repeats (large sets) make the material more specific.
      if (attempt >= 2) picks.mat = withAdditive(picks.mat, r.pick(ADDITIVES[journal.field]), r.pick(ADDITIVE_AMOUNTS));
      title = r.pick(templates)(picks);
    }
    usedTitles.add(title.en);
    const numbers = resultNumbers(picks.metric, r.next(), r.next());
    const sentences = abstractSentences(picks, numbers, r.int(0, 5), review, r.int(3, 5));

    // Dates.
    let published: string | null = null;
    let online: string | null = null;
    let accepted: string;
    let periodId: number | null = null;
    let year: number;
    let versionLabel = 0;
    let publishType = 0;
    if (slot.kind === 'formal') {
      published = slot.period.publish_date;
      online = addDays(published, -r.int(15, 90));
      accepted = addDays(online, -r.int(7, 40));
      periodId = slot.period.id!;
      year = slot.period.year;
    } else if (slot.kind === 'online') {
      online = isoOfDay(ANCHOR_DAY - r.int(3, 150));
      accepted = addDays(online, -r.int(5, 30));
      year = Number(online.slice(0, 4));
      versionLabel = 1 + Math.min(9, Math.floor(r.pareto(1.5)) - 1 + r.int(0, 1));
      publishType = 1;
    } else {
      accepted = isoOfDay(ANCHOR_DAY - r.int(1, 45));
      year = Number(accepted.slice(0, 4));
      versionLabel = -1;
      publishType = 1;
    }
    const revised = addDays(accepted, -r.int(10, 45));
    const received = addDays(revised, -r.int(30, 150));

    // Pages (formal only), continuous through a year.
    let firstPage: number | null = null;
    let lastPage: number | null = null;
    if (slot.kind === 'formal') {
      firstPage = (pagesByYear.get(year) ?? 0) + 1;
      lastPage = firstPage + (review ? r.int(12, 22) : col.def.key === 'letter' ? r.int(3, 6) : r.int(7, 13)) - 1;
      pagesByYear.set(year, lastPage);
    }

    const seq = (doiSeq.get(year) ?? 0) + 1;
    doiSeq.set(year, seq);
    const doiTail = `${journal.sld}.${year}.${String(seq).padStart(doiDigits, '0')}`;
    const doi = `${journal.doiPrefix}/${doiTail}`;

    // Authors and affiliations.
    const nAuthors = review ? r.int(2, 5) : col.def.key === 'letter' ? r.int(3, 5) : r.int(3, 7);
    const affs: Affiliation[] = [];
    const addAff = (a: Affiliation): number => {
      const k = affs.findIndex((x) => x.en === a.en);
      if (k >= 0) return k + 1;
      affs.push(a);
      return affs.length;
    };
    const scholar = r.chance(0.45) ? r.pick(plan.scholars) : null;
    const people: { p: Person; affOrds: number[] }[] = [];
    const intlShare = journal.englishOnly ? 0.45 : 0.04;
    const mainAff = scholar ? scholar.affiliation : journal.englishOnly && r.chance(intlShare) ? englishOnly(internationalAffiliation(r)) : journal.englishOnly ? englishOnly(chineseAffiliation(r, journal.field)) : chineseAffiliation(r, journal.field);
    const mainOrd = addAff(mainAff);
    const names = new Set<string>();
    for (let i = 0; i < nAuthors; i++) {
      const last = i === nAuthors - 1;
      let p: Person;
      if (last && scholar) p = scholar.person;
      else p = mainAff.international && r.chance(0.7) ? internationalName(r) : chineseName(r);
      if (journal.englishOnly) p = englishOnlyPerson(p);
      if (names.has(p.zh)) continue;
      names.add(p.zh);
      const ords = [mainOrd];
      if (i > 0 && r.chance(0.3)) {
        const other = r.chance(intlShare) ? internationalAffiliation(r) : chineseAffiliation(r, journal.field);
        const o = addAff(journal.englishOnly ? englishOnly(other) : other);
        if (r.chance(0.6)) ords[0] = o;
        else ords.push(o);
      }
      people.push({ p, affOrds: [...new Set(ords)].sort((a, b) => a - b) });
    }
    const corr = new Set<number>([people.length - 1]);
    if (r.chance(0.2) && people.length > 2) corr.add(0);
    people.forEach(({ p, affOrds }, i) => {
      batch.authors.push({
        article_id: id,
        ord: i + 1,
        name: p.zh,
        en_name: p.en,
        affiliation_ords: JSON.stringify(affOrds),
        corresponding: corr.has(i) ? 1 : 0,
        email: corr.has(i) ? `${p.mail}@${affs[affOrds[0]! - 1]!.domain}` : null,
      });
    });
    affs.forEach((a, i) => batch.affiliations.push({ article_id: id, ord: i + 1, name: a.zh, en_name: a.en }));

    // Keywords.
    const kwCount = r.int(4, 6);
    const kws: Term[] = r.sample(topic.keywords, kwCount - 1);
    for (const extra of [picks.treat, picks.prop, picks.method, picks.method2, { zh: topic.zh, en: topic.en }]) {
      if (kws.length >= kwCount) break;
      if (extra.en.length <= 36 && !kws.some((k) => k.en === extra.en || k.zh === extra.zh)) kws.push(extra);
    }

    const language = journal.englishOnly || r.chance(journal.englishFullTextShare) ? 'en' : 'zh';
    const fund = funds(r, journal);
    const hasRefs = r.chance(scale.referencesShare);
    const refs = hasRefs ? references(r, journal, topic, year, r.int(15, 30)) : [];
    const hasHtml = r.chance(scale.htmlShare);

    // Figures and tables (articles with HTML full text).
    const figures: FullTextParts['figures'] = [];
    let table: FullTextParts['table'] = null;
    if (hasHtml) {
      const kinds = r.sample(topic.figures, r.int(1, Math.min(3, topic.figures.length)));
      for (const kind of kinds) {
        const url = fileUrl(figureId(kind, r.int(0, FIGURE_VARIANTS - 1)));
        const caption = FIGURE_CAPTIONS[kind](picks);
        figures.push({ kind, url, caption: journal.englishOnly ? { zh: caption.en, en: caption.en } : caption });
      }
      figures.forEach((f, i) =>
        batch.pictures.push({ id: counters.picture++, site_id: journal.siteId, article_id: id, ord: i + 1, caption: f.caption.zh, en_caption: f.caption.en, url: f.url }),
      );
      if (r.chance(0.6)) {
        table = dataTable(r, picks, numbers, journal.englishOnly);
        batch.tables.push({
          id: counters.table++,
          site_id: journal.siteId,
          article_id: id,
          ord: 1,
          caption: table.caption.zh,
          en_caption: table.caption.en,
          html: journal.englishOnly || language === 'en' ? table.html.en : table.html.zh,
        });
      }
    }
    const graphic = r.chance(scale.graphicAbstractShare) ? fileUrl(figureId(r.pick(topic.figures), r.int(0, FIGURE_VARIANTS - 1))) : null;

    // Usage: heavy-tailed, growing with age.
    const since = dayNumber(online ?? accepted);
    const ageDays = Math.max(1, ANCHOR_DAY - since);
    const views = Math.round((40 + ageDays * 0.9) * r.pareto(1.3) * (review ? 1.8 : 1));
    const downloads = Math.round(views * r.float(0.08, 0.35));
    const citations = Math.max(0, Math.floor((ageDays / 365) * (r.pareto(1.2) - 1) * (review ? 5 : 2.2)));

    const attachments: { type: string; name: string; size?: number }[] = [{ type: 'pdf', name: `${doiTail}.pdf`, size: r.int(600, 4200) * 1024 }];
    if (hasHtml) attachments.push({ type: 'html', name: language === 'zh' ? '全文 HTML' : 'Full text (HTML)' });

    const abstractZh = sentences.map((s) => s.zh).join('');
    const abstractEn = sentences.map((s) => s.en).join(' ');
    const enTitle = title.en;
    batch.articles.push({
      id,
      site_id: journal.siteId,
      doi,
      title: journal.englishOnly ? enTitle : title.zh,
      en_title: enTitle,
      abstract: journal.englishOnly ? abstractEn : abstractZh,
      en_abstract: abstractEn,
      keywords: JSON.stringify(kws.map((k) => (journal.englishOnly ? k.en : k.zh))),
      en_keywords: JSON.stringify(kws.map((k) => k.en)),
      column_id: col.row.id!,
      period_id: periodId,
      first_page: firstPage,
      last_page: lastPage,
      received_date: received,
      revised_date: revised,
      accepted_date: accepted,
      online_date: online,
      published_date: published,
      year,
      version_label: versionLabel,
      publish_type: publishType,
      open_access: r.chance(journal.openAccessShare) ? 0 : 1,
      fund: fund?.zh ?? null,
      en_fund: fund?.en ?? null,
      reference_list: JSON.stringify(refs),
      attachments: JSON.stringify(attachments),
      html_full_text: hasHtml ? fullText({ picks, numbers, figures, table, lang: language }) : null,
      graphic_abstract: graphic,
      language,
      views,
      downloads,
      citations,
    });

    const key = `${journal.siteId}:${topic.key}`;
    const list = index.byTopic.get(key) ?? [];
    if (list.length < 40) list.push(id);
    index.byTopic.set(key, list);
    if (samples.length < 40 && slot.kind === 'formal' && !review) {
      const corresponding = people[people.length - 1]!.p;
      samples.push({ id, title: journal.englishOnly ? enTitle : title.zh, en_title: enTitle, topic: topic.key, published: published!, author: { zh: corresponding.zh, en: corresponding.en } });
    }

    id++;
    if (batch.articles.length >= batchSize) {
      yield batch;
      batch = { articles: [], authors: [], affiliations: [], pictures: [], tables: [] };
    }
  }
  if (batch.articles.length) yield batch;
}
