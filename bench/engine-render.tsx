/**
 * Engine overhead: validate + server-render a layout of 200 module instances through the engine
 * (loadPage + SiteRenderer), against the same tree rendered by plain React components.
 */
import { createDataClient } from '../engine/data/client';
import '../engine/i18n/all';
import { renderToString } from 'react-dom/server';
import { defineWidget } from '../engine/registry/registry';
import { createRegistry } from '../engine/registry/create';
import { lazyView } from '../engine/registry/lazyView';
import type { WidgetViewProps } from '../engine/registry/types';
import { loadPage } from '../engine/render/loadPage';
import { SiteRenderer } from '../engine/render/SiteRenderer';
import { matchRoute } from '../engine/routing/match';
import { fixtureApi } from '../tests/fixtures/fixtureApi';
import type { Site } from '../schemas/generated/types';

interface Author {
  name: string;
  aff: number[];
  corresponding?: boolean;
}

interface CardProps {
  title: string;
  enTitle: string;
  authors: Author[];
  journal: string;
  year: number;
  volume: number;
  issue: number;
  pages: string;
  doi: string;
  abstract: string;
  keywords: string[];
  views: number;
  downloads: number;
  citations: number;
}

/** A typical article list entry, as issue, online-first and search widgets render them. */
function ArticleItem({ props: a }: WidgetViewProps<CardProps>) {
  return (
    <article className="article-item">
      <h3 className="title">
        <a href={`/zh/article/doi/${a.doi}`}>{a.title}</a>
      </h3>
      <p className="en-title">{a.enTitle}</p>
      <ul className="authors">
        {a.authors.map((au) => (
          <li key={au.name}>
            {au.name}
            <sup>{au.aff.join(',')}</sup>
            {au.corresponding && <span title="通讯作者">*</span>}
          </li>
        ))}
      </ul>
      <p className="source">
        <span>{a.journal}</span>, <span>{a.year}</span>, <span>{a.volume}</span>(<span>{a.issue}</span>): <span>{a.pages}</span>. DOI:{' '}
        <a href={`https://doi.org/${a.doi}`}>{a.doi}</a>
      </p>
      <p className="abstract">{a.abstract}</p>
      <ul className="keywords">
        {a.keywords.map((k) => (
          <li key={k}>
            <a href={`/zh/searchPublication?q=${encodeURIComponent(k)}`}>{k}</a>
          </li>
        ))}
      </ul>
      <div className="metrics">
        <span>阅读 {a.views}</span>
        <span>下载 {a.downloads}</span>
        <span>引用 {a.citations}</span>
      </div>
      <div className="actions">
        <a href={`/zh/article/doi/${a.doi}`}>HTML</a>
        <a href={`/rc-pub/front/front-article/download?doi=${a.doi}`}>PDF</a>
        <button type="button">引用</button>
      </div>
    </article>
  );
}

const cardWidget = defineWidget({
  type: 'bench-card',
  version: 1,
  schema: {
    $id: 'widget/bench-card',
    type: 'object',
    properties: {
      title: { type: 'string', minLength: 1 },
      enTitle: { type: 'string' },
      authors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, aff: { type: 'array', items: { type: 'integer' } }, corresponding: { type: 'boolean' } },
          required: ['name'],
          additionalProperties: false,
        },
      },
      journal: { type: 'string' },
      year: { type: 'integer' },
      volume: { type: 'integer' },
      issue: { type: 'integer' },
      pages: { type: 'string' },
      doi: { type: 'string', pattern: '^10\\.' },
      abstract: { type: 'string' },
      keywords: { type: 'array', items: { type: 'string' } },
      views: { type: 'integer', minimum: 0 },
      downloads: { type: 'integer', minimum: 0 },
      citations: { type: 'integer', minimum: 0 },
    },
    required: ['title', 'doi'],
    additionalProperties: false,
  },
  defaults: { title: 'Untitled', enTitle: '', authors: [], journal: '', year: 2024, volume: 1, issue: 1, pages: '', doi: '10.0/0', abstract: '', keywords: [], views: 0, downloads: 0, citations: 0 },
  view: lazyView(async () => ({ default: ArticleItem })),
});

function propsOf(i: number): CardProps {
  return {
    title: `锂离子电池高镍正极材料的表面包覆改性研究 ${i}`,
    enTitle: `Surface coating of Ni-rich cathodes for lithium-ion batteries ${i}`,
    authors: [
      { name: '王晓明', aff: [1], corresponding: true },
      { name: '李静', aff: [1, 2] },
      { name: '张伟', aff: [2] },
    ],
    journal: '先进材料研究',
    year: 2024,
    volume: 12,
    issue: (i % 12) + 1,
    pages: `${100 + i}-${110 + i}`,
    doi: `10.12345/amr.2024.${String(i).padStart(4, '0')}`,
    abstract: '高镍三元正极材料具有高比容量，但循环过程中的界面副反应和结构退化限制了其应用。本文采用原子层沉积在颗粒表面构筑均匀的氧化铝包覆层……',
    keywords: ['锂离子电池', '高镍正极', '表面包覆', '循环稳定性'],
    views: 1000 + i,
    downloads: 300 + i,
    citations: i % 17,
  };
}

const N = 200;
const instances = Array.from({ length: N }, (_, i) => ({ id: `card-${i}`, type: 'bench-card', props: propsOf(i) }));
const fixture = {
  site: { sld: 'bench', siteId: 99, name: '基准期刊', enName: 'Bench Journal' },
  layouts: { home: { schemaVersion: 1, page: 'home', regions: { main: instances } } },
};

/** The same tree without the engine: the same views with the same props, in the same page frame. */
function PlainPage({ items }: { items: CardProps[] }) {
  return (
    <div data-site="bench" data-page="home">
      <div>
        <main id="main">
          {items.map((p) => (
            <ArticleItem key={p.doi} props={p} data={undefined} id={p.doi} />
          ))}
        </main>
      </div>
    </div>
  );
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

export async function benchEngineRender(runs = 60): Promise<Record<string, unknown>> {
  const registry = createRegistry([cardWidget]);
  const api = fixtureApi(fixture);
  const site = (await api.get<Site>('/front/site/findBySld', { sld: 'bench' })).data;
  const route = matchRoute('/bench/zh/home')!;
  const items = instances.map((m) => m.props);

  const engineOnce = async () => {
    const page = await loadPage({ api: createDataClient(api), registry, site, route, lang: 'zh' });
    return renderToString(<SiteRenderer page={page} registry={registry} mode="production" />);
  };
  const plainOnce = async () => renderToString(<PlainPage items={items} />);
  // Warm up both paths (JIT, lazy chunks, i18n resources).
  for (let i = 0; i < 10; i++) {
    await engineOnce();
    await plainOnce();
  }
  const engine: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Interleave so both see the same machine state.
    let t = performance.now();
    await engineOnce();
    engine.push(performance.now() - t);
    t = performance.now();
    await plainOnce();
    plain.push(performance.now() - t);
  }
  const e = median(engine);
  const p = median(plain);
  return { bench: 'engine-vs-plain-react', modules: N, widget: 'article list entry (~45 elements)', runs, engineMedianMs: +e.toFixed(3), plainMedianMs: +p.toFixed(3), ratio: +(e / p).toFixed(3), target: '<= 1.1' };
}
