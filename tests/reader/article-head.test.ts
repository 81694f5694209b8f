/**
 * Crawlable article pages (issue 5 item 4): the real app (API, demo content, real site-configs)
 * answers a plain GET of an article page with HTML whose <head> already holds the Highwire
 * citation tags, JSON-LD and canonical link — what Google Scholar reads without running scripts.
 * Pages are served by a small plugin calling the engine's SSR entry as server/pages does (that one
 * needs a Vite build or dev server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { pageDataClient } from '../../server/api/server-client';
import { render } from '../../app/entry-server';
import { CONFIG_DIR, closeApp, tempDataDir } from '../api/helpers';

let app: FastifyInstance;
let dataDir: string;

const template = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

beforeAll(async () => {
  dataDir = tempDataDir('article-head');
  app = await buildApp({
    dataDir,
    configDir: CONFIG_DIR,
    logger: false,
    plugins: [
      async (instance) => {
        instance.get('/*', async (req, reply) => {
          const result = await render({
            url: `http://${req.headers.host ?? 'localhost'}${req.url}`,
            headers: req.headers,
            apiFor: (h) => pageDataClient(instance, h),
            mode: 'production',
          });
          if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
          const html = template.replace('<!--app-lang-->', result.htmlLang).replace('<!--app-head-->', result.head).replace('<!--app-html-->', result.body);
          return reply.status(result.status).type('text/html; charset=utf-8').send(html);
        });
      },
    ],
  });
});
afterAll(() => closeApp(app, dataDir));

async function fetchPage(url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { host: 'journals.example.org' } });
  const head = /<head>([\s\S]*)<\/head>/.exec(res.body)?.[1] ?? '';
  const meta = [...head.matchAll(/<meta name="(citation_[a-z_]+)" content="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as const);
  return { res, head, body: res.body, meta };
}

const values = (meta: (readonly [string, string])[], name: string) => meta.filter(([n]) => n === name).map(([, v]) => v);

describe('article pages answer crawlers with their citation tags in the first HTML response', () => {
  it('a demo article (amr 100000, zh)', async () => {
    const { res, head, body, meta } = await fetchPage('/amr/zh/article/100000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(meta.map(([n]) => n)).toEqual([
      'citation_title',
      'citation_author',
      'citation_author_institution',
      'citation_author',
      'citation_author_institution',
      'citation_author',
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
    expect(values(meta, 'citation_title')).toEqual(['激光功率与扫描速度优化对增材制造梯度材料孔隙缺陷特征的影响']);
    expect(values(meta, 'citation_author')).toEqual(['方宁', '唐立琳', '周建晶', '陈庆丽']);
    expect(values(meta, 'citation_publication_date')).toEqual(['2024/01/25']);
    expect(values(meta, 'citation_journal_title')).toEqual(['先进材料研究']);
    expect(values(meta, 'citation_issn')).toEqual(['1009-7735']);
    expect(values(meta, 'citation_doi')).toEqual(['10.12411/amr.2024.0001']);
    expect(values(meta, 'citation_abstract_html_url')).toEqual(['http://journals.example.org/amr/zh/article/100000']);
    expect(values(meta, 'citation_pdf_url')).toEqual(['http://journals.example.org/rc-pub/front/front-article/download?id=100000&amp;type=pdf']);
    for (const [name, content] of meta) expect(content.trim(), name).not.toBe('');
    expect(head).toContain('<link rel="canonical" href="http://journals.example.org/amr/zh/article/100000" data-mh="">');
    expect(head).toContain('<link rel="alternate" href="http://journals.example.org/amr/en/article/100000" hreflang="en" data-mh="">');
    const ld = JSON.parse(/<script type="application\/ld\+json" data-mh="">(.*?)<\/script>/.exec(head)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'ScholarlyArticle', headline: '激光功率与扫描速度优化对增材制造梯度材料孔隙缺陷特征的影响', datePublished: '2024-01-25' });
    expect(head).toMatch(/<title>激光功率与扫描速度优化对增材制造梯度材料孔隙缺陷特征的影响 - 先进材料研究<\/title>/);
    // the page itself carries the metadata too
    expect(body).toContain('<h1 id="article-title">激光功率与扫描速度优化对增材制造梯度材料孔隙缺陷特征的影响</h1>');
    expect(body).toContain('重庆大学 冶金与生态工程学院, 重庆 400044');
  });

  it('the English and Russian pages show the English metadata without the language notice', async () => {
    for (const url of ['/amr/en/article/100000', '/amr/ru/article/100000']) {
      const { res, meta, body } = await fetchPage(url);
      expect(res.statusCode, url).toBe(200);
      expect(values(meta, 'citation_title'), url).toEqual([
        'Effect of optimization of laser power and scanning speed on the porosity characteristics of additively manufactured functionally graded material',
      ]);
      expect(values(meta, 'citation_author'), url).toEqual(['Fang Ning', 'Tang Lilin', 'Zhou Jianjing', 'Chen Qingli']);
      expect(values(meta, 'citation_journal_title'), url).toEqual(['Advanced Materials Research']);
      expect(body, url).not.toContain('data-language-notice');
    }
  });

  it('the DOI route and /thesisDetails?columnId= name the id route as canonical', async () => {
    const byDoi = await fetchPage('/amr/zh/article/doi/10.12411/amr.2024.0001');
    expect(byDoi.res.statusCode).toBe(200);
    expect(byDoi.head).toContain('<link rel="canonical" href="http://journals.example.org/amr/zh/article/100000" data-mh="">');
    const legacy = await fetchPage('/thesisDetails?columnId=100000&Fpath=home&index=0&lang=en');
    expect(legacy.res.statusCode).toBe(200);
    expect(values(legacy.meta, 'citation_doi')).toEqual(['10.12411/amr.2024.0001']);
    expect(legacy.head).toContain('<link rel="canonical" href="http://journals.example.org/en/article/100000" data-mh="">');
  });

  it('an article of a member journal on the group site names its journal and links to its own site', async () => {
    const { res, meta, body } = await fetchPage('/cmg/zh/article/100000');
    expect(res.statusCode).toBe(200);
    expect(values(meta, 'citation_journal_title')).toEqual(['先进材料研究']);
    expect(values(meta, 'citation_issn')).toEqual(['1009-7735']);
    expect(values(meta, 'citation_abstract_html_url')).toEqual(['http://journals.example.org/cmg/zh/article/100000']);
    expect(body).toContain('本文发表于先进材料研究。');
    expect(body).toContain('href="/amr/zh/article/100000"');
  });

  it('an online-first article has no volume, issue or pages, and its label shows', async () => {
    const { res, meta, body } = await fetchPage('/amr/zh/article/100139');
    expect(res.statusCode).toBe(200);
    const names = meta.map(([n]) => n);
    for (const n of ['citation_volume', 'citation_issue', 'citation_firstpage', 'citation_lastpage']) expect(names).not.toContain(n);
    expect(values(meta, 'citation_publication_date')[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(body).toContain('第一稿');
  });

  it('an article with HTML full text shows it (sanitised) with its figures and tables', async () => {
    const { body } = await fetchPage('/amr/zh/article/100002');
    expect(body).toContain('id="article-fulltext"');
    expect(body).toContain('1 引言');
    expect(body).toContain('/rc-pub/front/files/get?id=content.fig-bar-0.svg');
    expect(body).toContain('不同处理条件下2205双相不锈钢试样的性能参数');
  });

  it('an unknown article answers 404, noindex, "Article id is not exist."', async () => {
    for (const url of ['/amr/en/article/99', '/amr/zh/article/doi/10.12411/none']) {
      const { res, head, body, meta } = await fetchPage(url);
      expect(res.statusCode, url).toBe(404);
      expect(head, url).toContain('<meta name="robots" content="noindex" data-mh="">');
      expect(meta, url).toEqual([]);
      expect(body, url).toContain('Article id is not exist.');
    }
  });
});
