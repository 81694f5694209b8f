/**
 * Engine overhead: validate + server-render a layout of 200 module instances through the engine
 * (loadPage + SiteRenderer), against the same tree rendered by plain React components.
 */
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

interface CardProps {
  title: string;
  authors: string[];
  doi: string;
  views: number;
}

/** A typical list item: title link, authors, DOI, a metric. */
function Card({ title, authors, doi, views }: CardProps) {
  return (
    <article className="card">
      <h3>
        <a href={`/zh/article/doi/${doi}`}>{title}</a>
      </h3>
      <ul className="authors">
        {authors.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      <p>
        DOI: <a href={`https://doi.org/${doi}`}>{doi}</a> · <span>{views}</span>
      </p>
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
      authors: { type: 'array', items: { type: 'string' } },
      doi: { type: 'string', pattern: '^10\\.' },
      views: { type: 'integer', minimum: 0 },
    },
    required: ['title', 'doi'],
    additionalProperties: false,
  },
  defaults: { title: 'Untitled', authors: [], doi: '10.0/0', views: 0 },
  view: lazyView(async () => ({ default: ({ props }: WidgetViewProps<CardProps>) => <Card {...props} /> })),
});

function propsOf(i: number): CardProps {
  return { title: `锂离子电池高镍正极材料的表面包覆改性研究 ${i}`, authors: ['王晓明', '李静', 'Zhang Wei'], doi: `10.12345/amr.2024.${String(i).padStart(4, '0')}`, views: 1000 + i };
}

const N = 200;
const instances = Array.from({ length: N }, (_, i) => ({ id: `card-${i}`, type: 'bench-card', props: propsOf(i) }));
const fixture = {
  site: { sld: 'bench', siteId: 99, name: '基准期刊', enName: 'Bench Journal' },
  layouts: { home: { schemaVersion: 1, page: 'home', regions: { main: instances } } },
};

function PlainPage({ items }: { items: CardProps[] }) {
  return (
    <div data-site="bench" data-page="home">
      <div>
        <main id="main">
          {items.map((p) => (
            <Card key={p.doi} {...p} />
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

export const __test = { cardWidget, fixture };

export async function benchEngineRender(runs = 60): Promise<Record<string, unknown>> {
  const registry = createRegistry([cardWidget]);
  const api = fixtureApi(fixture);
  const site = (await api.get<Site>('/front/site/findBySld', { sld: 'bench' })).data;
  const route = matchRoute('/bench/zh/home')!;
  const items = instances.map((m) => m.props);

  const engineOnce = async () => {
    const page = await loadPage({ api, registry, site, route, lang: 'zh' });
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
  return { bench: 'engine-vs-plain-react', modules: N, runs, engineMedianMs: +e.toFixed(3), plainMedianMs: +p.toFixed(3), ratio: +(e / p).toFixed(3), target: '<= 1.1' };
}
