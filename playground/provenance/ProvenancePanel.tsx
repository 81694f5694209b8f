/** For the selected part: every leaf's JSON pointer, its value and the layer that set it. */
import { useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { Field } from '../controls/Field';
import { currentDocKey, usePlayground } from '../state/store';
import { EDITABLE_PARTS, PART_INFO, type PartKey } from '../parts';
import { computeProvenance, EDIT_ORIGIN, REMOVED_ORIGIN, SERVER_ORIGIN, type ProvenanceRow } from './provenance';
import { alertCss, buttonCss, codeCss, colors, mutedCss, panelHeadingCss } from '../styles';

const tableCss = css`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 12px;
  th,
  td {
    text-align: left;
    padding: 3px 6px;
    border-bottom: 1px solid ${colors.border};
    vertical-align: top;
  }
  th {
    position: sticky;
    top: 0;
    background: ${colors.panel};
  }
  td {
    overflow-wrap: anywhere;
  }
`;

const PALETTE = ['#e3eefc', '#e6f4ea', '#fdf0e1', '#f1e8fb', '#e0f4f4'];

function chipCss(origin: string, order: string[]) {
  const special: Record<string, string> = { [EDIT_ORIGIN]: '#ffe1c2', [SERVER_ORIGIN]: '#eceff3', [REMOVED_ORIGIN]: '#fbd9d5' };
  const bg = special[origin] ?? PALETTE[Math.max(0, order.indexOf(origin)) % PALETTE.length];
  return css`
    display: inline-block;
    padding: 0 6px;
    border-radius: 8px;
    background: ${bg};
    white-space: nowrap;
  `;
}

function show(v: unknown): string {
  if (v === undefined) return '—';
  return JSON.stringify(v);
}

function parse(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function ProvenancePanel() {
  const sld = usePlayground((s) => s.sld);
  const part = usePlayground((s) => s.part);
  const pageKind = usePlayground((s) => s.pageKind);
  const channelId = usePlayground((s) => s.channelId);
  const docs = usePlayground((s) => (s.sld ? s.docs[s.sld] : undefined));
  const layersState = usePlayground((s) => (s.sld ? s.layers[s.sld] : undefined));
  const goToPointer = usePlayground((s) => s.goToPointer);
  const selectPart = usePlayground((s) => s.selectPart);
  const [filter, setFilter] = useState('');
  const info = PART_INFO[part];
  const doc = docs?.[currentDocKey({ pageKind, channelId }, part)];

  const result = useMemo(() => {
    if (!doc || layersState?.status !== 'ready' || !layersState.layers) return undefined;
    return computeProvenance({
      part,
      layers: layersState.layers,
      original: parse(doc.original),
      current: parse(doc.text),
      pageKind,
      channelId: part === 'moduleList' ? channelId : undefined,
    });
  }, [doc, layersState, part, pageKind, channelId]);

  const rows: ProvenanceRow[] = useMemo(() => {
    const f = filter.trim().toLowerCase();
    if (!result) return [];
    return f
      ? result.rows.filter((r) => r.pointer.toLowerCase().includes(f) || r.origin.toLowerCase().includes(f) || show(r.value).toLowerCase().includes(f))
      : result.rows;
  }, [result, filter]);

  const order = layersState?.layers?.map((l) => l.name) ?? [];
  const counts = new Map<string, number>();
  for (const r of result?.rows ?? []) counts.set(r.origin, (counts.get(r.origin) ?? 0) + 1);

  return (
    <section
      aria-labelledby="prov-heading"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 8px;
        min-height: 0;
        height: 100%;
      `}
      data-testid="provenance"
    >
      <h2 id="prov-heading" css={panelHeadingCss}>
        Provenance — {info.label}
        {part === 'layout' && <span css={mutedCss}> ({pageKind})</span>}
      </h2>
      <p css={mutedCss}>
        Each value of {sld ?? 'the site'}'s {info.label.toLowerCase()} and the layer it comes from (defaults → group → site, merged by the engine). Choose
        another part here or in the editor tabs.
      </p>
      <Field label="Part">
        <select value={part} onChange={(e) => selectPart(e.target.value as PartKey)} data-testid="provenance-part">
          {EDITABLE_PARTS.filter((p) => p !== 'moduleList' || pageKind === 'channel').map((p) => (
            <option key={p} value={p}>
              {PART_INFO[p].label}
            </option>
          ))}
        </select>
      </Field>
      {!sld && <p css={mutedCss}>Choose a site first.</p>}
      {layersState?.status === 'loading' && <p role="status">Loading the configuration layers…</p>}
      {layersState?.status === 'error' && (
        <p css={alertCss} role="alert">
          The configuration layers could not be loaded: {layersState.error}
        </p>
      )}
      {result?.note && <p css={mutedCss}>{result.note}</p>}
      {result?.info && <p css={mutedCss}>{result.info}</p>}
      {result && !result.note && (
        <>
          <div
            css={css`
              display: flex;
              gap: 8px;
              flex-wrap: wrap;
              align-items: flex-end;
              font-size: 12px;
            `}
          >
            <Field label="Filter">
              <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} aria-controls="prov-table" />
            </Field>
            {[...order, EDIT_ORIGIN, SERVER_ORIGIN, REMOVED_ORIGIN]
              .filter((o) => counts.has(o))
              .map((o) => (
                <span key={o} css={chipCss(o, order)}>
                  {o}: {counts.get(o)}
                </span>
              ))}
            {result.layersUsed.length === 0 && <span css={mutedCss}>No layer holds a document for this part.</span>}
          </div>
          <div
            css={css`
              overflow: auto;
              flex: 1;
              min-height: 0;
            `}
          >
            <table css={tableCss} id="prov-table">
              <caption
                css={css`
                  text-align: left;
                  font-size: 12px;
                  color: ${colors.muted};
                `}
              >
                {rows.length} of {result.rows.length} leaves
              </caption>
              <colgroup>
                <col
                  css={css`
                    width: 38%;
                  `}
                />
                <col
                  css={css`
                    width: 42%;
                  `}
                />
                <col
                  css={css`
                    width: 20%;
                  `}
                />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">JSON pointer</th>
                  <th scope="col">Value</th>
                  <th scope="col">Set by</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.pointer + r.origin}>
                    <td>
                      <button
                        type="button"
                        css={[
                          buttonCss,
                          codeCss,
                          css`
                            border: 0;
                            padding: 0;
                            background: none;
                            color: ${colors.accent};
                            text-align: left;
                          `,
                        ]}
                        onClick={() => goToPointer(r.pointer)}
                        title="Show in the editor"
                        disabled={r.origin === REMOVED_ORIGIN}
                      >
                        {r.pointer || '/'}
                      </button>
                    </td>
                    <td css={codeCss}>
                      {show(r.value)}
                      {r.layerValue !== undefined && <div css={mutedCss}>layers: {show(r.layerValue)}</div>}
                    </td>
                    <td>
                      <span css={chipCss(r.origin, order)}>{r.origin}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
