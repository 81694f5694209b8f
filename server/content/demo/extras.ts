/**
 * Everything besides articles: news (journals, group and platform), experts with editorial roles,
 * books, audio/video items and collections (virtual albums), plus their generated files.
 */
import type { Insertable } from 'kysely';
import type { BooksTable, CollectionItemsTable, CollectionsTable, EditorialRolesTable, ExpertsTable, MediaTable, NewsTable } from '../../db/schema';
import type { ArticleIndex, JournalPlan } from './articles';
import { BOOKS, isbn13 } from './fixtures/books';
import { CHINESE_INSTITUTIONS } from './fixtures/institutions';
import type { PORTAL_SITES } from './fixtures/journals';
import { GROUP_NEWS, JOURNAL_NEWS, type NewsContext, type NewsType } from './fixtures/news';
import { MATERIALS_TOPICS } from './fixtures/topics-materials';
import { ENERGY_TOPICS } from './fixtures/topics-energy';
import { ANCHOR_DAY, addDays, isoOfDay } from './dates';
import { Rng, streamSeed } from './prng';
import { bannerSvg, bookCoverSvg, chimeWav, figureId, fileUrl, portraitSvg, posterSvg, svgFile, type DemoFile } from './svg';

export interface ExtrasInput {
  seed: number;
  plans: JournalPlan[];
  portals: readonly (typeof PORTAL_SITES)[number][];
  index: ArticleIndex;
}

export interface Extras {
  rows: {
    news: Insertable<NewsTable>[];
    experts: Insertable<ExpertsTable>[];
    editorial_roles: Insertable<EditorialRolesTable>[];
    books: Insertable<BooksTable>[];
    media: Insertable<MediaTable>[];
    collections: Insertable<CollectionsTable>[];
    collection_items: Insertable<CollectionItemsTable>[];
  };
  files: DemoFile[];
}

const TYPES: readonly NewsType[] = ['information', 'announcement', 'dynamic', 'statement'];

/** News per site: count and the share of each type (information, announcement, dynamic, statement). */
const NEWS_PLAN: Record<string, NewsType[]> = {
  amr: ['information', 'information', 'information', 'announcement', 'announcement', 'announcement', 'dynamic', 'dynamic', 'dynamic', 'statement'],
  jnem: ['information', 'information', 'information', 'announcement', 'announcement', 'dynamic', 'dynamic', 'dynamic', 'statement', 'statement'],
  emf: ['information', 'information', 'announcement', 'announcement', 'dynamic', 'statement'],
  cmg: ['information', 'information', 'announcement', 'announcement', 'dynamic', 'dynamic', 'dynamic', 'statement'],
  all: ['information', 'information', 'announcement', 'announcement', 'dynamic', 'statement'],
};

const PORTAL_NAMES: Record<string, [string, string]> = {
  cmg: ['中国材料期刊群', 'China Materials Journals Group'],
  all: ['材料科学期刊平台', 'Materials Science Journals Platform'],
};

const COLOURS = ['#8c1d18', '#0e7c66', '#1f5fa8', '#5c4d7d', '#b5651d', '#264653', '#2a6f60'];

export function buildExtras({ seed, plans, portals, index }: ExtrasInput): Extras {
  const rng = new Rng(streamSeed(seed, 'extras'));
  const rows: Extras['rows'] = { news: [], experts: [], editorial_roles: [], books: [], media: [], collections: [], collection_items: [] };
  const files: DemoFile[] = [];

  // ---- experts and editorial boards (15 per journal, drawn from the journal's scholars) --------
  let expertId = 1;
  const chiefs = new Map<number, { zh: string; en: string }>();
  for (const plan of plans) {
    const j = plan.journal;
    const deputies = j.englishOnly ? 2 : 3;
    plan.scholars.forEach((s, i) => {
      const id = expertId++;
      const role = i === 0 ? 'editorInChief' : i <= deputies ? 'deputyEditor' : 'member';
      const [roleName, enRoleName] =
        role === 'editorInChief' ? ['主编', 'Editor-in-Chief'] : role === 'deputyEditor' ? ['副主编', 'Deputy Editor-in-Chief'] : ['编委', 'Editorial Board Member'];
      const academician = i === 0 || (i === 2 && !j.englishOnly);
      const researchTopic = s.topic;
      const other = plan.journal.topics[(i + 3) % plan.journal.topics.length]!;
      const title = academician ? '中国科学院院士，教授' : i % 3 === 1 ? '研究员' : '教授';
      const enTitle = academician ? 'Academician of the Chinese Academy of Sciences, Professor' : i % 3 === 1 ? 'Research Professor' : 'Professor';
      const papers = 60 + Math.floor(((i * 37) % 200) / 10) * 10;
      const research = `${researchTopic.zh}、${other.zh}`;
      const enResearch = `${researchTopic.en}; ${other.en}`;
      const photo = i <= deputies ? `content.expert-${id}.svg` : null;
      if (photo) {
        const initials = s.person.international ? s.person.en.split(' ').map((x) => x[0]).join('') : s.person.zh.slice(0, 1);
        files.push(svgFile(photo, portraitSvg(initials, COLOURS[i % COLOURS.length]!)));
      }
      const the = /^(University of|Institute of|Central |East China|Huaxia|Korea |Indian |Argonne|Karlsruhe)/.test(s.affiliation.instEn) ? 'the ' : '';
      const position = academician ? 'an Academician of the Chinese Academy of Sciences and a professor' : i % 3 === 1 ? 'a research professor' : 'a professor';
      const bioEn = `${s.person.en} is ${position} at ${the}${s.affiliation.instEn}. Research interests: ${enResearch}. Author of more than ${papers} peer-reviewed papers.`;
      const bioZh = academician
        ? `${s.person.zh}，中国科学院院士，${s.affiliation.instZh}教授，主要从事${research}等方面的研究，发表学术论文${papers}余篇。`
        : `${s.person.zh}，${s.affiliation.instZh}${title}，主要从事${research}等方面的研究，发表学术论文${papers}余篇。`;
      rows.experts.push({
        id,
        site_id: j.siteId,
        name: s.person.zh,
        en_name: s.person.en,
        title: j.englishOnly ? enTitle : title,
        en_title: enTitle,
        institution: s.affiliation.instZh,
        en_institution: s.affiliation.instEn,
        research: j.englishOnly ? enResearch : research,
        en_research: enResearch,
        photo: photo ? fileUrl(photo) : null,
        bio: j.englishOnly ? bioEn : bioZh,
        en_bio: bioEn,
        email: `${s.person.mail}@${s.affiliation.domain}`,
      });
      rows.editorial_roles.push({
        site_id: j.siteId,
        expert_id: id,
        role,
        role_name: j.englishOnly ? enRoleName : roleName,
        en_role_name: enRoleName,
        sort: i + 1,
      });
      if (i === 0) chiefs.set(j.siteId, { zh: s.person.zh, en: s.person.en });
    });
  }

  // ---- news --------------------------------------------------------------------------------
  let newsId = 1;
  const newsSites: { sld: string; siteId: number; name: string; enName: string; englishOnly: boolean; group: boolean; plan?: JournalPlan }[] = [
    ...plans.map((p) => ({ sld: p.journal.sld, siteId: p.journal.siteId, name: p.journal.name, enName: p.journal.enName, englishOnly: p.journal.englishOnly, group: false, plan: p })),
    ...portals.map((p) => ({ sld: p.sld, siteId: p.siteId, name: PORTAL_NAMES[p.sld]![0], enName: PORTAL_NAMES[p.sld]![1], englishOnly: false, group: true })),
  ];
  const cities = CHINESE_INSTITUTIONS.map((i) => [i.city, i.enCity] as const);
  for (const site of newsSites) {
    const types = NEWS_PLAN[site.sld] ?? TYPES;
    const r = rng.fork(site.siteId);
    const used = new Map<NewsType, number>();
    types.forEach((type, k) => {
      const templates = (site.group ? GROUP_NEWS : JOURNAL_NEWS)[type];
      const t = used.get(type) ?? 0;
      used.set(type, t + 1);
      const template = templates[t % templates.length]!;
      const topics = site.plan?.journal.topics ?? (site.sld === 'cmg' ? [...MATERIALS_TOPICS, ...ENERGY_TOPICS] : [...MATERIALS_TOPICS, ...ENERGY_TOPICS]);
      const topic = r.pick(topics);
      const [city, enCity] = r.pick(cities);
      const date = isoOfDay(ANCHOR_DAY - 2 - Math.floor(((k + 0.5) / types.length) * 680) - r.int(0, 20));
      const year = Number(date.slice(0, 4));
      const pool = index.samples.get(site.siteId) ?? [];
      const sample = pool.length > 0 ? r.pick(pool) : null;
      const chief = chiefs.get(site.siteId) ?? (() => {
        const p = plans[0]?.scholars[1]?.person;
        return p ? { zh: p.zh, en: p.en } : { zh: '王晓明', en: 'Wang Xiaoming' };
      })();
      const latest = [...(site.plan?.periods ?? [])].reverse().find((p) => p.publish_date <= date);
      const ctx: NewsContext = {
        name: site.name,
        enName: site.enName,
        year,
        topic: site.englishOnly ? topic.en : topic.zh,
        enTopic: topic.en,
        person: site.englishOnly ? chief.en : chief.zh,
        enPerson: chief.en,
        city: site.englishOnly ? enCity : city,
        enCity,
        article: sample ? sample.title : topic.zh,
        enArticle: sample ? sample.en_title : topic.en,
        issueYear: latest?.year ?? year,
        issueN: latest?.issue ?? 1,
        n: 1 + ((k + site.siteId) % 6),
      };
      const text = template(ctx);
      const zhTitle = site.englishOnly ? text.en : text.zh;
      const zhBody = site.englishOnly ? text.enBody : text.body;
      const id = newsId++;
      const withPicture = k % 3 === 0 || type === 'dynamic';
      const pic = withPicture ? `content.news-${id}.svg` : null;
      if (pic) files.push(svgFile(pic, bannerSvg(zhTitle, COLOURS[id % COLOURS.length]!, id)));
      const html = (ps: string[]) => ps.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).join('');
      rows.news.push({
        id,
        site_id: site.siteId,
        news_data_type: type,
        title: zhTitle,
        en_title: text.en,
        summary: zhBody[0] ?? null,
        en_summary: text.enBody[0] ?? null,
        content: html(zhBody),
        en_content: html(text.enBody),
        original: text.source ? 0 : 1,
        source_link: text.source ?? null,
        top_picture_url: pic && k === 0 ? fileUrl(pic) : null,
        top_picture_id: pic && k === 0 ? pic : null,
        picture_url: pic ? fileUrl(pic) : null,
        cover_id: pic,
        published_date: date,
        is_top: k === 0 ? 1 : 0,
        views: Math.round(80 * r.pareto(1.4)),
      });
    });
  }

  // ---- books -------------------------------------------------------------------------------
  let bookId = 1;
  for (const b of BOOKS) {
    const plan = plans.find((p) => p.journal.sld === b.sld);
    if (!plan) continue;
    const id = bookId++;
    const authors = [plan.scholars[(id * 2) % 15]!.person, plan.scholars[(id * 2 + 5) % 15]!.person];
    const cover = `content.book-${id}.svg`;
    files.push(svgFile(cover, bookCoverSvg(b.title, b.enTitle, b.colour)));
    rows.books.push({
      id,
      site_id: plan.journal.siteId,
      title: b.title,
      en_title: b.enTitle,
      authors: authors.map((a) => a.zh).join(', '),
      en_authors: authors.map((a) => a.en).join(', '),
      isbn: isbn13(b.isbnPrefix, 30000 + id * 1723),
      publisher: b.publisher,
      en_publisher: b.enPublisher,
      year: b.year,
      cover: fileUrl(cover),
      description: b.description,
      en_description: b.enDescription,
    });
  }

  // ---- audio and video (one of each per journal) --------------------------------------------
  let mediaId = 1;
  for (const plan of plans) {
    const j = plan.journal;
    const samples = index.samples.get(j.siteId) ?? [];
    if (samples.length === 0) continue;
    const r = rng.fork(1000 + j.siteId);
    for (const kind of ['audio', 'video'] as const) {
      const a = samples[(mediaId * 7) % samples.length]!;
      const id = mediaId++;
      const published = addDays(a.published, r.int(5, 30));
      if (kind === 'audio') {
        const file = `content.audio-${id}.wav`;
        files.push({ id: file, content_type: 'audio/wav', bytes: chimeWav(3, 523.25 + id * 20, 659.25 + id * 20) });
        const enTitle = `Paper digest | ${a.en_title}`;
        rows.media.push({
          id,
          site_id: j.siteId,
          kind,
          title: j.englishOnly ? enTitle : `论文导读｜${a.title}`,
          en_title: enTitle,
          description: j.englishOnly
            ? `An audio digest of the article read by the editorial office. Demo data: the sound file is a short chime.`
            : `编辑部朗读的论文导读音频。演示数据：音频文件为一段简短提示音。`,
          en_description: `An audio digest of the article read by the editorial office. Demo data: the sound file is a short chime.`,
          url: fileUrl(file),
          cover: fileUrl(figureId('bar', id)),
          duration_sec: 3,
          article_id: a.id,
          published_date: published,
          views: Math.round(60 * r.pareto(1.3)),
        });
      } else {
        const poster = `content.video-${id}.svg`;
        const enTitle = `Author interview: ${a.author.en} on "${a.en_title}"`;
        const title = j.englishOnly ? enTitle : `作者访谈：${a.author.zh}谈《${a.title}》`;
        files.push(svgFile(poster, posterSvg(title, COLOURS[id % COLOURS.length]!)));
        rows.media.push({
          id,
          site_id: j.siteId,
          kind,
          title,
          en_title: enTitle,
          description: j.englishOnly
            ? `The author explains the main findings of the article. Demo data: no video stream is shipped; the address points to the poster image.`
            : `作者介绍论文的主要发现与研究思路。演示数据：未附视频文件，播放地址指向海报图片。`,
          en_description: `The author explains the main findings of the article. Demo data: no video stream is shipped; the address points to the poster image.`,
          url: fileUrl(poster),
          cover: fileUrl(poster),
          duration_sec: 300 + r.int(0, 600),
          article_id: a.id,
          published_date: published,
          views: Math.round(120 * r.pareto(1.2)),
        });
      }
    }
  }

  // ---- collections (virtual albums) ---------------------------------------------------------
  const COLLECTIONS: { sld: string; topics: string[]; name: string; enName: string; description: string; enDescription: string; size: number }[] = [
    { sld: 'amr', topics: ['hea'], name: '高熵合金研究专辑', enName: 'High-Entropy Alloys Collection', description: '汇集本刊近年发表的高熵合金成分设计、强韧化机制与应用研究论文。', enDescription: 'Recent papers in this journal on the design, strengthening and applications of high-entropy alloys.', size: 8 },
    { sld: 'jnem', topics: ['sse', 'anode'], name: '固态电池与锂金属负极专辑', enName: 'Solid-State Batteries and Lithium Metal Anodes', description: '聚焦固态电解质离子输运、电极/电解质界面与锂金属负极稳定化的代表性论文。', enDescription: 'Representative papers on ion transport in solid electrolytes, electrode/electrolyte interfaces and stable lithium metal anodes.', size: 8 },
    { sld: 'emf', topics: ['perovskite', 'electrocat'], name: 'Perovskite Photovoltaics and Electrocatalysis', enName: 'Perovskite Photovoltaics and Electrocatalysis', description: 'A virtual collection of EMF papers on perovskite solar cells and electrocatalysts for clean energy conversion.', enDescription: 'A virtual collection of EMF papers on perovskite solar cells and electrocatalysts for clean energy conversion.', size: 6 },
  ];
  let collectionId = 1;
  for (const c of COLLECTIONS) {
    const plan = plans.find((p) => p.journal.sld === c.sld);
    if (!plan) continue;
    const ids = [...new Set(c.topics.flatMap((t) => index.byTopic.get(`${plan.journal.siteId}:${t}`) ?? []))].sort((a, b) => b - a).slice(0, c.size);
    if (ids.length === 0) continue;
    const id = collectionId++;
    rows.collections.push({
      id,
      site_id: plan.journal.siteId,
      name: c.name,
      en_name: c.enName,
      description: c.description,
      en_description: c.enDescription,
      cover: fileUrl(figureId(plan.journal.topics.find((t) => t.key === c.topics[0])?.figures[0] ?? 'bar', id)),
      created_date: isoOfDay(ANCHOR_DAY - 30 * id),
      sort: id,
    });
    ids.forEach((articleId, k) => rows.collection_items.push({ collection_id: id, article_id: articleId, sort: k + 1 }));
  }

  return { rows, files };
}
