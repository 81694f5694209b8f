import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import type { WidgetRegistry } from '../registry/registry';
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

interface BoundaryProps {
  module: ResolvedModule;
  mode: RenderMode;
  children: ReactNode;
}

/** One error boundary per widget: a widget that throws takes only itself down. */
class WidgetBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[masthead] widget ${this.props.module.type}#${this.props.module.id} failed to render: ${error.message}`, info.componentStack ?? '');
  }

  render() {
    if (this.state.error) {
      return this.props.mode === 'production' ? null : <WidgetProblem module={this.props.module} message={this.state.error.message} />;
    }
    return this.props.children;
  }
}

export function WidgetHost({ module, registry, mode }: { module: ResolvedModule; registry: WidgetRegistry; mode: RenderMode }) {
  if (module.error) {
    if (mode === 'production') return null;
    return <WidgetProblem module={module} message={module.error.message} />;
  }
  const def = registry.get(module.type);
  if (!def) return mode === 'production' ? null : <WidgetProblem module={module} message={`Unknown widget type "${module.type}"`} />;
  const lazy = registry.viewFor(def, module.variant);
  // Render the loaded component itself when preloaded (it always is after loadPage/preloadViews).
  const View = (lazy.component?.() ?? lazy) as typeof lazy;
  return (
    <WidgetBoundary module={module} mode={mode}>
      {/* Views are preloaded, so this only suspends if a chunk was not; on the server a throwing
          widget falls back here and is retried (and caught by the boundary) on the client. */}
      <Suspense fallback={null}>
        <View props={module.props} data={module.data} id={module.id} variant={module.variant} />
      </Suspense>
    </WidgetBoundary>
  );
}
