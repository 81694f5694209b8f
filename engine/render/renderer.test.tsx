// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { defineWidget } from '../registry/registry';
import { lazyView } from '../registry/lazyView';
import type { WidgetViewProps } from '../registry/types';
import { usePage } from './context';
import { renderSite, type SiteFixture } from '../../tests/fixtures/renderSite';

afterEach(cleanup);

// A widget defined inside the test: a greeting that loads its data.
function Greeting({ props, data }: WidgetViewProps<{ who: string; punct: string }, { n: number }>) {
  const { uiLang } = usePage();
  return (
    <p>
      {uiLang}: hello {props.who}
      {props.punct} ({data.n})
    </p>
  );
}
const greeting = defineWidget({
  type: 'test-greeting',
  version: 1,
  schema: { $id: 'widget/test-greeting', type: 'object', properties: { who: { type: 'string' }, punct: { type: 'string', maxLength: 1 } }, additionalProperties: false },
  defaults: { who: 'world', punct: '!' },
  load: async () => ({ n: 42 }),
  view: lazyView(async () => ({ default: Greeting })),
});

const boom = defineWidget({
  type: 'test-boom',
  version: 1,
  schema: { $id: 'widget/test-boom', type: 'object' },
  defaults: {},
  view: lazyView(async () => ({
    default: () => {
      throw new Error('kaboom');
    },
  })),
});

const styled = defineWidget({
  type: 'test-styled',
  version: 1,
  schema: { $id: 'widget/test-styled', type: 'object' },
  defaults: {},
  variantOf: ({ bundle }) => String((bundle.header as { navStyle?: number }).navStyle ?? 1),
  view: lazyView(async () => ({ default: () => <span>default style</span> })),
  variants: { '4': lazyView(async () => ({ default: () => <span>style four</span> })) },
});

const base: SiteFixture = {
  site: { sld: 'demo', siteId: 9, name: '演示期刊', enName: 'Demo Journal' },
  layouts: {},
  widgets: [greeting, boom, styled],
};

function layout(page: string, main: unknown[]) {
  return { schemaVersion: 1, page, regions: { main } };
}

describe('SiteRenderer through the engine', () => {
  it('renders a widget defined in a test with defaults, props and loaded data', async () => {
    await renderSite({ ...base, layouts: { home: layout('home', [{ id: 'g', type: 'test-greeting', props: { who: 'readers' } }]) } });
    expect(screen.getByText('zh: hello readers! (42)')).toBeTruthy();
  });

  it('renders in the language of the URL', async () => {
    await renderSite({ ...base, path: '/demo/en/home', layouts: { home: layout('home', [{ id: 'g', type: 'test-greeting' }]) } });
    expect(screen.getByText('en: hello world! (42)')).toBeTruthy();
  });

  it('shows a visible placeholder for an unknown widget type in development and skips it in production', async () => {
    const layouts = { home: layout('home', [{ id: 'x', type: 'no-such-widget' }, { id: 'g', type: 'test-greeting' }]) };
    const dev = await renderSite({ ...base, layouts });
    expect(screen.getByRole('note').textContent).toContain('Unknown widget type "no-such-widget"');
    expect(dev.page.issues).toContainEqual({ source: 'module:x', pointer: '/type', message: 'Unknown widget type "no-such-widget"' });
    cleanup();
    await renderSite({ ...base, layouts, mode: 'production' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('zh: hello world! (42)')).toBeTruthy();
  });

  it('contains a throwing widget in its own error boundary', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderSite({ ...base, layouts: { home: layout('home', [{ id: 'b', type: 'test-boom' }, { id: 'g', type: 'test-greeting' }]) } });
    expect(screen.getByRole('note').textContent).toContain('kaboom');
    expect(screen.getByText('zh: hello world! (42)')).toBeTruthy();
    err.mockRestore();
  });

  it('validates props and names the offending pointer', async () => {
    const r = await renderSite({ ...base, layouts: { home: layout('home', [{ id: 'g', type: 'test-greeting', props: { punct: '!!' } }]) } });
    expect(screen.getByRole('note').textContent).toContain('/punct must NOT have more than 1 characters');
    expect(r.page.issues).toContainEqual(expect.objectContaining({ source: 'module:g', pointer: '/props/punct' }));
  });

  it('replaces an invalid config part by its default and reports where it is wrong', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await renderSite({ ...base, parts: { header: { navStyle: 'x' } }, layouts: { home: layout('home', [{ id: 's', type: 'test-styled' }]) } });
    expect(r.page.issues).toContainEqual(expect.objectContaining({ source: 'header', pointer: '/navStyle' }));
    expect(screen.getByText('default style')).toBeTruthy();
    err.mockRestore();
  });

  it('picks a variant from the config (navStyle)', async () => {
    await renderSite({ ...base, parts: { header: { navStyle: 4 } }, layouts: { home: layout('home', [{ id: 's', type: 'test-styled' }]) } });
    expect(screen.getByText('style four')).toBeTruthy();
  });

  it('keeps modules whose when.lang matches only', async () => {
    const layouts = { home: layout('home', [{ id: 'zh-only', type: 'test-greeting', props: { who: 'zh' }, when: { lang: ['zh'] } }, { id: 'en-only', type: 'test-greeting', props: { who: 'en' }, when: { lang: ['en'] } }]) };
    await renderSite({ ...base, layouts });
    expect(screen.getByText('zh: hello zh! (42)')).toBeTruthy();
    expect(screen.queryByText(/hello en/)).toBeNull();
  });

  it('fills the channel slot with the channel module list', async () => {
    await renderSite({
      ...base,
      path: '/demo/zh/scope',
      parts: { channels: [{ id: 5, parentId: 0, name: '征稿范围', enName: 'Scope', code: 'scope', enable: '1' }] },
      layouts: { channel: layout('channel', [{ id: 'slot', type: 'channel-content' }]) },
      modules: { scope: [{ id: 'm1', type: 'test-greeting', props: { who: 'scope' } }] },
    });
    expect(screen.getByText('zh: hello scope! (42)')).toBeTruthy();
  });

  it('runs all widget loaders of a page in parallel', async () => {
    let started = 0;
    let release!: () => void;
    const bothStarted = new Promise<void>((r) => (release = r));
    const waiting = defineWidget({
      type: 'test-wait',
      version: 1,
      schema: { $id: 'widget/test-wait', type: 'object' },
      defaults: {},
      // Each loader waits until both have started: a sequential engine would never finish.
      load: async () => {
        if (++started === 2) release();
        await Promise.race([bothStarted, new Promise((_, rej) => setTimeout(() => rej(new Error('loaders ran one after another')), 1000))]);
        return started;
      },
      view: lazyView(async () => ({ default: ({ data }: WidgetViewProps<object, number>) => <i>started {data}</i> })),
    });
    await renderSite({ ...base, widgets: [waiting], layouts: { home: layout('home', [{ id: 'a', type: 'test-wait' }, { id: 'b', type: 'test-wait' }]) } });
    expect(screen.getAllByText('started 2')).toHaveLength(2);
  });

  it('requests each bundle part once', async () => {
    const r = await renderSite({ ...base, layouts: { home: layout('home', []) } });
    const paths = r.api.calls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/front/site/getConfigHeader');
    expect(paths).toContain('/front/layout/getLayout');
  });
});
