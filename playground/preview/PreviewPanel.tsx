/**
 * The live preview: the edited parts go to the engine's loadPage as overrides (nothing is saved)
 * and the page renders through SiteRenderer in playground mode, at a device width.
 */
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { MemoryRouter } from 'react-router-dom';
import { loadPage } from '../../engine/render/loadPage';
import { SiteRenderer } from '../../engine/render/SiteRenderer';
import type { ConfigIssue } from '../../engine/render/pageData';
import { api, setRequestContext, siteIdOf } from '../api';
import { registry } from '../registry';
import { PREVIEW_WIDTHS, usePlayground, useCurrentSite, type PreviewWidth } from '../state/store';
import { buildPreviewInput, previewRoute } from './buildInput';
import { usePreview } from './previewStore';
import { PreviewFrame } from './PreviewFrame';
import { alertCss, buttonCss, codeCss, colors, mutedCss, noteCss, panelHeadingCss } from '../styles';

const RENDER_DELAY_MS = 250;

/** Re-render the preview whenever the selection or a document changes (debounced). */
function useRenderLoop(): void {
  const sld = usePlayground((s) => s.sld);
  const entry = useCurrentSite();
  const pageKind = usePlayground((s) => s.pageKind);
  const lang = usePlayground((s) => s.lang);
  const channelId = usePlayground((s) => s.channelId);
  const routeParams = usePlayground((s) => s.routeParams);
  const docs = usePlayground((s) => (s.sld ? s.docs[s.sld] : undefined));
  const seq = useRef(0);

  useEffect(() => {
    if (!sld || !entry) return;
    const sel = { pageKind, channelId };
    const input = buildPreviewInput(docs, sel, entry.site);
    if (input.kind === 'waiting') return;
    const mine = ++seq.current;
    if (input.kind === 'blocked') {
      usePreview.setState({ blocked: input.blocked, rendering: false });
      return;
    }
    const timer = setTimeout(() => {
      usePreview.setState({ rendering: true });
      const started = performance.now();
      setRequestContext(lang, siteIdOf(input.site));
      loadPage({ api, registry, site: input.site, route: previewRoute(sld, lang, sel, routeParams), lang, overrides: input.overrides })
        .then((loaded) => {
          if (mine !== seq.current) return;
          const ignore = input.ignoreIssueSource;
          const page = ignore ? { ...loaded, issues: loaded.issues.filter((i) => i.source !== ignore) } : loaded;
          usePreview.setState({
            page,
            pageFor: `${sld}/${lang}/${pageKind}${channelId ? `/${channelId}` : ''}`,
            blocked: [],
            error: undefined,
            rendering: false,
            took: Math.round(performance.now() - started),
          });
        })
        .catch((err: unknown) => {
          if (mine !== seq.current) return;
          usePreview.setState({ error: err instanceof Error ? err.message : String(err), blocked: [], rendering: false });
        });
    }, RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sld, entry, pageKind, lang, channelId, routeParams, docs]);
}

const panelCss = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-height: 0;
  height: 100%;
`;

const toolbarCss = css`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

const issuesCss = css`
  font-size: 12px;
  max-height: 140px;
  overflow: auto;
  summary {
    cursor: pointer;
    color: ${colors.muted};
  }
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
`;

const WIDTH_LABELS: Record<PreviewWidth, string> = { desktop: 'Desktop', tablet: 'Tablet', phone: 'Phone' };

function EngineIssues({ issues }: { issues: ConfigIssue[] }) {
  if (issues.length === 0) return <p css={mutedCss}>The engine reported no configuration issues for this page.</p>;
  return (
    <details css={issuesCss} data-testid="engine-issues">
      <summary>Engine issues ({issues.length}): invalid parts are replaced by their schema default, invalid modules shown as problem boxes</summary>
      <ul>
        {issues.map((i, n) => (
          <li key={n}>
            <code css={codeCss}>{i.source}</code> <code css={codeCss}>{i.pointer || '/'}</code> {i.message}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function PreviewPanel() {
  useRenderLoop();
  const width = usePlayground((s) => s.width);
  const fit = usePlayground((s) => s.fit);
  const setWidth = usePlayground((s) => s.setWidth);
  const setFit = usePlayground((s) => s.setFit);
  const { page, pageFor, rendering, blocked, error, took, navigated } = usePreview();

  return (
    <section css={panelCss} aria-labelledby="preview-heading">
      <div css={toolbarCss}>
        <h2 id="preview-heading" css={panelHeadingCss}>
          Preview
        </h2>
        <div
          role="group"
          aria-label="Preview width"
          css={css`
            display: flex;
            gap: 4px;
          `}
        >
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => (
            <button key={w} type="button" css={buttonCss} aria-pressed={width === w} onClick={() => setWidth(w)} data-width={w}>
              {WIDTH_LABELS[w]}{' '}
              <span
                css={css`
                  font-size: 11px;
                  opacity: 0.8;
                `}
              >
                {PREVIEW_WIDTHS[w]}
              </span>
            </button>
          ))}
        </div>
        <label
          css={css`
            font-size: 13px;
            display: inline-flex;
            gap: 4px;
            align-items: center;
          `}
        >
          <input type="checkbox" checked={fit} onChange={(e) => setFit(e.target.checked)} /> Fit to panel
        </label>
        <span role="status" css={mutedCss} data-testid="preview-status">
          {rendering ? 'Rendering…' : page ? `${pageFor}${took !== undefined ? ` · ${took} ms` : ''}` : 'Waiting for the configuration…'}
        </span>
      </div>
      {blocked.length > 0 && (
        <div role="alert" css={alertCss} data-testid="preview-blocked">
          Preview paused — the JSON of{' '}
          {blocked.map((b, i) => (
            <span key={b.part}>
              {i > 0 && '; '}
              <strong>{b.label}</strong> does not parse (line {b.line}:{b.column}, {b.message.replace(/^JSON syntax error: /, '')})
            </span>
          ))}
          . {page ? 'Showing the last good preview.' : ''}
        </div>
      )}
      {error && (
        <div role="alert" css={alertCss}>
          The page could not be loaded: {error}. {page ? 'Showing the last good preview.' : ''}
        </div>
      )}
      {navigated !== undefined && (
        <p css={noteCss} role="status">
          Links are not followed in the preview: <code css={codeCss}>{navigated || '(empty)'}</code>{' '}
          <button type="button" css={buttonCss} onClick={() => usePreview.setState({ navigated: undefined })}>
            Dismiss
          </button>
        </p>
      )}
      {page ? (
        <PreviewFrame
          width={PREVIEW_WIDTHS[width]}
          fit={fit}
          title="Page preview"
          lang={page.lang}
          onNavigate={(href) => usePreview.setState({ navigated: href })}
          testId="preview"
        >
          <MemoryRouter key={page.route.pathname} initialEntries={[page.route.pathname]}>
            <SiteRenderer page={page} registry={registry} mode="playground" />
          </MemoryRouter>
        </PreviewFrame>
      ) : (
        <div
          css={[
            css`
              flex: 1;
              display: grid;
              place-items: center;
            `,
            mutedCss,
          ]}
        >
          {rendering ? 'Rendering the page…' : 'No preview yet.'}
        </div>
      )}
      {page && <EngineIssues issues={page.issues} />}
    </section>
  );
}
