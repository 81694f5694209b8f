// @vitest-environment jsdom
/**
 * Static widgets (definition `static: true`): a server-rendered page hydrates them without their
 * code — the server's HTML stays exactly as it was, with no mismatch — and a later render with the
 * view loaded (a client-side navigation) shows the live view.
 */
import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { defineWidget } from '../registry/registry';
import { createRegistry } from '../registry/create';
import { lazyView } from '../registry/lazyView';
import type { LazyView, WidgetViewProps } from '../registry/types';
import { WidgetHost } from './WidgetHost';
import type { ResolvedModule } from './pageData';

type Data = { items: string[] };

function Links({ data }: WidgetViewProps<Record<string, never>, Data>) {
  return (
    <ul>
      {data.items.map((i) => (
        <li key={i}>
          <a href={`/zh/article/${i}`}>{`Article ${i}`}</a>
        </li>
      ))}
    </ul>
  );
}

const definition = (view: LazyView<WidgetViewProps<Record<string, never>, Data>>, isStatic: boolean) =>
  defineWidget<Record<string, never>, Data>({
    type: 'static-links',
    version: 1,
    schema: { $id: 'widget/static-links', type: 'object' },
    defaults: {},
    static: isStatic,
    view,
  });

const module = (items: string[]): ResolvedModule => ({ id: 'latest', type: 'static-links', props: {}, data: { items } });

async function serverHtml(items: string[]) {
  const view = lazyView(async () => ({ default: Links }));
  await view.preload();
  return renderToString(<WidgetHost module={module(items)} registry={createRegistry([definition(view, true)])} mode="production" />);
}

describe('static widgets', () => {
  it('hydrate without their code: the server HTML stays, links and all, with no mismatch', async () => {
    const html = await serverHtml(['101', '102']);
    expect(html).toContain('data-island="latest"');
    const load = vi.fn(async () => ({ default: Links }));
    const registry = createRegistry([definition(lazyView(load), true)]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a.join(' ')));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <WidgetHost module={module(['101', '102'])} registry={registry} mode="production" />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    expect(load).not.toHaveBeenCalled(); // no code fetched for it
    expect(container.innerHTML).toBe(html);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/zh/article/101', '/zh/article/102']);

    // a client-side navigation loads the view first (loadPage), then renders live content
    await registry.viewFor(registry.get('static-links')!, undefined).preload();
    await act(async () => root!.render(<WidgetHost module={module(['201'])} registry={registry} mode="production" />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Article 201');
    expect(container.querySelector('[data-island="latest"] a')!.getAttribute('href')).toBe('/zh/article/201');
    act(() => root!.unmount());
    container.remove();
  });

  it('a widget that is not static renders its view directly, with no island box around it', async () => {
    const view = lazyView(async () => ({ default: Links }));
    await view.preload();
    const html = renderToString(<WidgetHost module={module(['7'])} registry={createRegistry([definition(view, false)])} mode="production" />);
    expect(html).not.toContain('data-island');
    expect(html).toContain('href="/zh/article/7"');
  });
});
