/** Part tabs, the JSON editor of the selected part and its problem list. */
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { parseJson, resolvePointer } from '../../engine/config/lint';
import { css } from '@emotion/react';
import { usePlayground, currentDocKey } from '../state/store';
import { EDITABLE_PARTS, PART_INFO, type PartKey } from '../parts';
import { registry } from '../registry';
import { lintPart, type PartIssue } from './lintPart';
import { ErrorList } from './ErrorList';
import type { EditorHandle } from './JsonEditor';
import { alertCss, buttonCss, codeCss, mutedCss, noteCss, panelHeadingCss, visuallyHidden } from '../styles';

// CodeMirror is loaded with the editor chunk, after the playground shell.
const JsonEditor = lazy(() => import('./JsonEditor'));

const tabsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 8px;
`;

const tabCss = css`
  ${buttonCss};
  font-size: 12px;
  padding: 2px 8px;
  position: relative;
  &[data-edited='true']::after {
    content: '';
    position: absolute;
    top: 2px;
    right: 2px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: #d9681a;
  }
`;

const panelCss = css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const panelBodyCss = css`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

const editorBoxCss = css`
  flex: 1 1 auto;
  min-height: 240px;
`;

const headRowCss = css`
  display: flex;
  align-items: baseline;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: 6px;
`;

export function EditorPanel() {
  const sld = usePlayground((s) => s.sld);
  const part = usePlayground((s) => s.part);
  const pageKind = usePlayground((s) => s.pageKind);
  const channelId = usePlayground((s) => s.channelId);
  const docs = usePlayground((s) => (s.sld ? s.docs[s.sld] : undefined));
  const selectPart = usePlayground((s) => s.selectPart);
  const setText = usePlayground((s) => s.setText);
  const resetDoc = usePlayground((s) => s.resetDoc);
  const handle = useRef<EditorHandle | null>(null);

  const parts = EDITABLE_PARTS.filter((p) => p !== 'moduleList' || pageKind === 'channel');
  const activePart: PartKey = parts.includes(part) ? part : 'header';
  const info = PART_INFO[activePart];
  const docKey = currentDocKey({ pageKind, channelId }, activePart);
  const doc = docs?.[docKey];
  const text = doc?.text ?? '';
  const deferred = useDeferredValue(text);
  const issues = useMemo(() => (doc ? lintPart(activePart, deferred, { registry, pageKind }) : []), [doc, activePart, deferred, pageKind]);
  const lint = useCallback((t: string) => lintPart(activePart, t, { registry, pageKind }), [activePart, pageKind]);
  const onChange = useCallback((t: string) => setText(docKey, t), [setText, docKey]);
  const pick = (i: PartIssue) => handle.current?.goTo(i.from);

  // A pointer chosen in the provenance view: put the cursor there once the editor is ready.
  const focusPointer = usePlayground((s) => s.focusPointer);
  const clearFocusPointer = usePlayground((s) => s.clearFocusPointer);
  useEffect(() => {
    if (focusPointer === undefined || !doc) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (!handle.current && tries++ < 40) {
        timer = setTimeout(attempt, 50);
        return;
      }
      const { root } = parseJson(doc.text);
      if (root && handle.current) {
        const t = resolvePointer(root, focusPointer);
        handle.current.goTo((t.keyNode ?? t.node).offset);
      }
      clearFocusPointer();
    };
    attempt();
    return () => clearTimeout(timer);
  }, [focusPointer, doc, clearFocusPointer]);

  const format = () => {
    try {
      setText(docKey, JSON.stringify(JSON.parse(text), null, 2));
    } catch {
      // Not JSON: nothing to format; the problem list says why.
    }
  };

  // Tabs: arrow keys, Home and End move between parts (one tab stop for the whole list).
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = parts.indexOf(activePart);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % parts.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + parts.length) % parts.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? parts.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    selectPart(parts[next]!);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-part="${parts[next]!}"]`)?.focus();
  };

  return (
    <section css={panelCss} aria-labelledby="editor-heading">
      <div role="tablist" aria-label="Config parts" css={tabsCss} onKeyDown={onTabKey}>
        {parts.map((p) => {
          const d = docs?.[currentDocKey({ pageKind, channelId }, p)];
          const edited = !!d && d.text !== d.original;
          return (
            <button
              key={p}
              id={`part-tab-${p}`}
              type="button"
              role="tab"
              css={tabCss}
              aria-selected={p === activePart}
              aria-controls="part-panel"
              tabIndex={p === activePart ? 0 : -1}
              data-edited={edited}
              data-part={p}
              title={PART_INFO[p].hint + (edited ? ' (edited)' : '')}
              onClick={() => selectPart(p)}
            >
              {PART_INFO[p].label}
              {edited && <span css={visuallyHidden}> (edited)</span>}
            </button>
          );
        })}
      </div>
      <div id="part-panel" role="tabpanel" aria-labelledby={`part-tab-${activePart}`} css={panelBodyCss}>
        <div css={headRowCss}>
          <h2 id="editor-heading" css={panelHeadingCss}>
            {info.label}
            {activePart === 'layout' && <span css={mutedCss}> — {pageKind}</span>}
            {activePart === 'moduleList' && <span css={mutedCss}> — channel {channelId ?? '(none)'}</span>}
          </h2>
          <span
            css={[
              mutedCss,
              css`
                flex: 1;
              `,
            ]}
          >
            schema <code css={codeCss}>{info.schemaId}</code>
          </span>
          <button type="button" css={buttonCss} onClick={format} disabled={!doc}>
            Format
          </button>
          <button type="button" css={buttonCss} onClick={() => resetDoc(docKey)} disabled={!doc || doc.text === doc.original}>
            Reset
          </button>
        </div>
        <p
          css={[
            mutedCss,
            css`
              margin: 0 0 6px;
            `,
          ]}
        >
          {info.hint}
        </p>
        {!sld && <p css={mutedCss}>Choose a site to load its configuration.</p>}
        {sld && !doc && (
          <p css={mutedCss} role="status">
            Loading {info.label.toLowerCase()}…
          </p>
        )}
        {doc?.loadError && (
          <p css={noteCss} role="status">
            Could not load this part from the API ({doc.loadError}); the engine uses the schema default. You can still write a value here.
          </p>
        )}
        {doc && (
          <>
            <div css={editorBoxCss}>
              <Suspense fallback={<p css={mutedCss}>Loading editor…</p>}>
                <JsonEditor stateKey={`${sld}|${docKey}`} text={text} label={`${info.label} JSON`} lint={lint} onChange={onChange} handleRef={handle} />
              </Suspense>
            </div>
            <ErrorList issues={issues} onPick={pick} />
          </>
        )}
        {activePart === 'moduleList' && !channelId && <p css={alertCss}>This site has no channel to show.</p>}
      </div>
    </section>
  );
}
