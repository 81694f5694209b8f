/** The playground's frame: title, views (edit, provenance, catalogue), selection bar and export. */
import { lazy, Suspense, useEffect } from 'react';
import { css } from '@emotion/react';
import { Toolbar } from './controls/Toolbar';
import { EditorPanel } from './editor/EditorPanel';
import { PreviewPanel } from './preview/PreviewPanel';
import { ProvenancePanel } from './provenance/ProvenancePanel';
import { ExportButtons } from './export/ExportButtons';
import { countEdits } from './export/exportConfig';
import { registryError } from './registry';
import { usePlayground, type PlaygroundView } from './state/store';
import { alertCss, buttonCss, colors, mutedCss } from './styles';

const Catalogue = lazy(() => import('./catalogue/Catalogue'));

const shellCss = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const topCss = css`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  padding: 8px 16px;
  border-bottom: 1px solid ${colors.border};
  background: ${colors.panel};
  h1 {
    font-size: 16px;
    margin: 0;
  }
`;

const barCss = css`
  padding: 8px 16px;
  border-bottom: 1px solid ${colors.border};
`;

const mainCss = css`
  flex: 1 1 auto;
  min-height: 0;
  padding: 10px 16px 12px;
`;

const splitCss = css`
  display: grid;
  grid-template-columns: minmax(360px, 5fr) minmax(0, 7fr);
  > * {
    min-width: 0;
  }
  gap: 16px;
  height: 100%;
  min-height: 0;
  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
    grid-template-rows: auto 70vh;
    height: auto;
  }
`;

const VIEWS: { id: PlaygroundView; label: string }[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'provenance', label: 'Provenance' },
  { id: 'catalogue', label: 'Widget catalogue' },
];

/** Keep the selection in the address bar, so a reload or a shared link shows the same thing. */
function useUrlSync(): void {
  useEffect(
    () =>
      usePlayground.subscribe((s) => {
        const q = new URLSearchParams();
        if (s.sld) q.set('site', s.sld);
        q.set('page', s.pageKind);
        q.set('lang', s.lang);
        if (s.pageKind === 'channel' && s.channelId) q.set('channel', s.channelId);
        if (s.routeParams) q.set('params', s.routeParams);
        q.set('part', s.part);
        if (s.view !== 'edit') q.set('view', s.view);
        const next = `${window.location.pathname}?${q.toString()}`;
        if (next !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', next);
      }),
    [],
  );
}

/** Edits live only in this tab: ask before leaving with some. */
function useLeaveGuard(): void {
  useEffect(() => {
    const onLeave = (e: BeforeUnloadEvent) => {
      if (countEdits(usePlayground.getState().docs) === 0) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);
}

export function App() {
  const view = usePlayground((s) => s.view);
  const setView = usePlayground((s) => s.setView);
  const sitesStatus = usePlayground((s) => s.sitesStatus);
  const sitesErrors = usePlayground((s) => s.sitesErrors);
  useUrlSync();
  useLeaveGuard();

  return (
    <div css={shellCss}>
      <header css={topCss}>
        <h1>Masthead playground</h1>
        <nav
          aria-label="Playground views"
          css={css`
            display: flex;
            gap: 4px;
          `}
        >
          {VIEWS.map((v) => (
            <button key={v.id} type="button" css={buttonCss} aria-pressed={view === v.id} onClick={() => setView(v.id)} data-view={v.id}>
              {v.label}
            </button>
          ))}
        </nav>
        <span
          css={[
            mutedCss,
            css`
              flex: 1;
            `,
          ]}
        >
          Edits are previewed only; nothing is saved to the server.
        </span>
        <ExportButtons />
      </header>
      <section css={barCss} aria-label="What to preview">
        <Toolbar />
        {sitesStatus === 'error' && (
          <p css={alertCss} role="alert">
            No site could be loaded from /rc-pub: {sitesErrors.join('; ') || 'no answer'}{' '}
            <button type="button" css={buttonCss} onClick={() => void usePlayground.getState().init(new URLSearchParams(window.location.search))}>
              Retry
            </button>
          </p>
        )}
        {registryError && (
          <p css={alertCss} role="alert">
            Widget registry: {registryError}
          </p>
        )}
      </section>
      <main css={mainCss}>
        {view === 'catalogue' && (
          <Suspense fallback={<p css={mutedCss}>Loading the catalogue…</p>}>
            <Catalogue />
          </Suspense>
        )}
        {/* The preview stays mounted in the catalogue too: its page is the examples' site bundle. */}
        <div
          css={[
            splitCss,
            view === 'catalogue' &&
              css`
                display: none;
              `,
          ]}
        >
          <div
            css={css`
              min-height: 0;
              height: 100%;
            `}
          >
            {view === 'provenance' ? <ProvenancePanel /> : <EditorPanel />}
          </div>
          <PreviewPanel />
        </div>
      </main>
    </div>
  );
}
