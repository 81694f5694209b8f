import { Component, Suspense, type ErrorInfo } from 'react';
import { css } from '@emotion/react';
import type { WidgetRegistry } from '../registry/registry';
import type { LazyView, WidgetViewProps } from '../registry/types';
import type { ResolvedModule } from './pageData';
import type { RenderMode } from './context';

const placeholderCss = css`
  border: 2px dashed #c0392b;
  background: #fdf2f0;
  color: #7b241c;
  padding: 12px 16px;
  margin: 8px 0;
  font: 13px/1.5 system-ui, sans-serif;
  white-space: pre-wrap;
`;

/** A visible box naming what went wrong; only in development and the playground. */
export function WidgetProblem({ module, message }: { module: Pick<ResolvedModule, 'id' | 'type'>; message: string }) {
  return (
    <div role="note" data-widget-problem={module.type} css={placeholderCss}>
      <strong>
        {module.type} #{module.id}
      </strong>
      {'\n'}
      {message}
    </div>
  );
}

// A static widget's box: no box of its own in layout (display: contents).
const ISLAND_STYLE = { display: 'contents' } as const;

/**
 * A static widget hydrated without its code: the server's HTML stays as it is (React does not
 * compare dangerouslySetInnerHTML content), so links and text work with no script for them.
 */
function StaticIsland({ id }: { id: string }) {
  const html = [...document.querySelectorAll('[data-island]')].find((el) => el.getAttribute('data-island') === id)?.innerHTML ?? '';
  return <div key="island" data-island={id} style={ISLAND_STYLE} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

interface HostProps {
  module: ResolvedModule;
  registry: WidgetRegistry;
  mode: RenderMode;
}

/**
 * Hosts one widget: its error boundary (a widget that throws takes only itself down) and the
 * problem placeholder for unknown types and invalid props (shown in development and the
 * playground, skipped in production). One class component per widget keeps the engine's cost
 * per widget to a single extra fiber plus the Suspense boundary.
 */
export class WidgetHost extends Component<HostProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    const m = this.props.module;
    console.error(`[masthead] widget ${m.type}#${m.id} failed to render: ${error.message}`, info.componentStack ?? '');
  }

  render() {
    const { module, registry, mode } = this.props;
    const problem = this.state.error?.message ?? module.error?.message ?? (registry.has(module.type) ? undefined : `Unknown widget type "${module.type}"`);
    if (problem !== undefined) return mode === 'production' ? null : <WidgetProblem module={module} message={problem} />;
    const def = registry.get(module.type)!;
    const lazy = registry.viewFor(def, module.variant);
    if (def.static && !lazy.loaded() && typeof document !== 'undefined') return <StaticIsland id={module.id} />;
    // Render the loaded component itself when preloaded (it always is after loadPage/preloadViews).
    const View = (lazy.component?.() ?? lazy) as LazyView<WidgetViewProps>;
    const view = (
      // On the server a widget that throws falls back here and is retried on the client, where
      // this boundary catches it: one bad widget never fails the page.
      <Suspense fallback={null}>
        <View props={module.props} data={module.data} id={module.id} variant={module.variant} />
      </Suspense>
    );
    return def.static ? (
      <div key="live" data-island={module.id} style={ISLAND_STYLE}>
        {view}
      </div>
    ) : (
      view
    );
  }
}
