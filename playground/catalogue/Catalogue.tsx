/**
 * The widget catalogue: every registered widget with its title, description, props schema,
 * defaults, presets and variants, and a live example rendered through the engine (loadPage +
 * SiteRenderer) on a page that holds just that widget, with the currently previewed site's bundle.
 */
import { useEffect, useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { Field } from '../controls/Field';
import { MemoryRouter } from 'react-router-dom';
import { loadPage } from '../../engine/render/loadPage';
import { SiteRenderer } from '../../engine/render/SiteRenderer';
import type { PageData } from '../../engine/render/pageData';
import type { AnyWidget } from '../../engine/registry/types';
import { api } from '../api';
import { registry, registryError } from '../registry';
import { BUNDLE_PART_KEYS } from '../parts';
import { usePreview } from '../preview/previewStore';
import { PreviewFrame } from '../preview/PreviewFrame';
import { PREVIEW_WIDTHS, usePlayground } from '../state/store';
import { alertCss, buttonCss, codeCss, colors, mutedCss, panelHeadingCss, preCss } from '../styles';

const layoutCss = css`
  display: grid;
  grid-template-columns: minmax(220px, 280px) 1fr;
  gap: 16px;
  height: 100%;
  min-height: 0;
`;

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow: auto;
  border: 1px solid ${colors.border};
  border-radius: 4px;
  li + li {
    border-top: 1px solid ${colors.border};
  }
  button {
    all: unset;
    box-sizing: border-box;
    display: block;
    width: 100%;
    padding: 6px 10px;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${colors.accentSoft};
    }
    &[aria-current='true'] {
      background: ${colors.accent};
      color: #fff;
      small {
        color: #dfe8f5;
      }
    }
  }
  small {
    display: block;
    color: ${colors.muted};
    font-size: 11px;
  }
`;

const detailCss = css`
  overflow: auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-right: 4px;
  h3 {
    font-size: 13px;
    margin: 0 0 4px;
  }
`;

/** The region an example goes in: chrome widgets where they belong, everything else in main. */
function regionFor(def: AnyWidget): string {
  if (/header/.test(def.type) || def.family === 'header') return 'header';
  if (/footer/.test(def.type) || def.family === 'footer') return 'footer';
  return 'main';
}

function Example({ def, props, variant }: { def: AnyWidget; props: Record<string, unknown>; variant: string | undefined }) {
  const base = usePreview((s) => s.page);
  const width = usePlayground((s) => s.width);
  const [example, setExample] = useState<{ page?: PageData; error?: string; loading: boolean }>({ loading: false });
  const propsKey = JSON.stringify(props);

  useEffect(() => {
    if (!base) return;
    let alive = true;
    setExample((e) => ({ ...e, loading: true }));
    const b = base.bundle;
    const overrides: Record<string, unknown> = {};
    for (const k of BUNDLE_PART_KEYS) overrides[k] = b[k];
    overrides.layout = {
      schemaVersion: 1,
      page: base.pageKind,
      regions: { [regionFor(def)]: [{ id: `example-${def.type}`, type: def.type, ...(variant ? { variant } : {}), props: JSON.parse(propsKey) as unknown }] },
    };
    loadPage({ api, registry, site: b.site, route: base.route, lang: base.lang, overrides })
      .then((page) => alive && setExample({ page, loading: false }))
      .catch((err: unknown) => alive && setExample({ error: err instanceof Error ? err.message : String(err), loading: false }));
    return () => {
      alive = false;
    };
  }, [base, def, variant, propsKey]);

  if (!base) return <p css={mutedCss}>The example renders with the previewed site's configuration; load a site in the editor first.</p>;
  return (
    <div>
      <p css={mutedCss} role="status">
        {example.loading ? 'Rendering the example…' : `Rendered with ${base.bundle.site.sld}'s configuration (${base.lang}), ${PREVIEW_WIDTHS[width]} px wide.`}
      </p>
      {example.error && <p css={alertCss}>{example.error}</p>}
      {example.page && (
        <PreviewFrame
          width={PREVIEW_WIDTHS[width]}
          fit
          title={`Example of ${def.type}`}
          lang={example.page.lang}
          autoHeight
          minHeight={120}
          testId="catalogue-example"
        >
          <MemoryRouter initialEntries={[example.page.route.pathname]}>
            <SiteRenderer page={example.page} registry={registry} mode="playground" />
          </MemoryRouter>
        </PreviewFrame>
      )}
    </div>
  );
}

function Details({ def }: { def: AnyWidget }) {
  const [preset, setPreset] = useState<number>(-1);
  const variants = Object.keys(def.variants ?? {});
  const presets = def.presets ?? [];
  const chosen = preset >= 0 ? presets[preset] : undefined;
  const [variant, setVariant] = useState<string>('');
  useEffect(() => {
    setPreset(-1);
    setVariant('');
  }, [def]);
  const props = useMemo(() => ({ ...(def.defaults as Record<string, unknown>), ...(chosen?.props as Record<string, unknown> | undefined) }), [def, chosen]);
  const effectiveVariant = variant || chosen?.variant || undefined;

  return (
    <article css={detailCss} aria-labelledby="widget-heading" data-testid="widget-details">
      <header>
        <h2 id="widget-heading" css={panelHeadingCss}>
          {def.title ?? def.type} <code css={[codeCss, mutedCss]}>{def.type}</code>
        </h2>
        <p css={mutedCss}>
          version {def.version}
          {def.family ? ` · family ${def.family}` : ''}
          {variants.length ? ` · variants ${variants.join(', ')}` : ''}
          {def.load ? ' · loads data' : ''}
        </p>
        {def.description && <p>{def.description}</p>}
      </header>
      <section>
        <h3>Live example</h3>
        <div
          css={css`
            display: flex;
            gap: 10px;
            flex-wrap: wrap;
            margin-bottom: 6px;
          `}
        >
          <Field label="Props">
            <select value={String(preset)} onChange={(e) => setPreset(Number(e.target.value))}>
              <option value="-1">defaults</option>
              {presets.map((p, i) => (
                <option key={p.name} value={String(i)}>
                  preset: {p.name}
                </option>
              ))}
            </select>
          </Field>
          {variants.length > 0 && (
            <Field label="Variant">
              <select value={variant} onChange={(e) => setVariant(e.target.value)}>
                <option value="">{chosen?.variant ? `preset's (${chosen.variant})` : 'chosen by the widget'}</option>
                {variants.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </div>
        <Example def={def} props={props} variant={effectiveVariant} />
      </section>
      <section>
        <h3>Presets</h3>
        {presets.length === 0 ? (
          <p css={mutedCss}>None.</p>
        ) : (
          <ul
            css={css`
              margin: 0;
              padding-left: 18px;
              font-size: 13px;
            `}
          >
            {presets.map((p, i) => (
              <li key={p.name}>
                <strong>{p.name}</strong>
                {p.variant ? <span css={mutedCss}> (variant {p.variant})</span> : null}
                {p.description ? ` — ${p.description}` : ''}{' '}
                <button
                  type="button"
                  css={[
                    buttonCss,
                    css`
                      font-size: 11px;
                      padding: 0 6px;
                    `,
                  ]}
                  onClick={() => setPreset(i)}
                >
                  Show
                </button>
                <pre
                  tabIndex={0}
                  aria-label={`Props of preset ${p.name}`}
                  css={[
                    preCss,
                    css`
                      max-height: 140px;
                      margin-top: 2px;
                    `,
                  ]}
                >
                  {JSON.stringify(p.props, null, 2)}
                </pre>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>Defaults</h3>
        <pre css={preCss} tabIndex={0} aria-label={`Defaults of ${def.type}`}>
          {JSON.stringify(def.defaults, null, 2)}
        </pre>
      </section>
      <section>
        <h3>Props schema</h3>
        <pre css={preCss} tabIndex={0} aria-label={`Props schema of ${def.type}`}>
          {JSON.stringify(def.schema, null, 2)}
        </pre>
      </section>
    </article>
  );
}

export default function Catalogue() {
  const all = useMemo(() => registry.all(), []);
  const [selected, setSelected] = useState<string | undefined>(all[0]?.type);
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = q ? all.filter((d) => [d.type, d.title, d.description, d.family].some((s) => s?.toLowerCase().includes(q))) : all;
  const def = all.find((d) => d.type === selected);

  return (
    <section
      aria-labelledby="catalogue-heading"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 8px;
        height: 100%;
        min-height: 0;
      `}
    >
      <div
        css={css`
          display: flex;
          gap: 12px;
          align-items: flex-end;
        `}
      >
        <h2 id="catalogue-heading" css={panelHeadingCss}>
          Widget catalogue <span css={mutedCss}>({all.length} registered)</span>
        </h2>
        <Field label="Search">
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-controls="widget-list" />
        </Field>
      </div>
      {registryError && (
        <p css={alertCss} role="alert">
          The widget registry could not be built: {registryError}
        </p>
      )}
      <div css={layoutCss}>
        <ul css={listCss} id="widget-list" aria-label="Registered widgets" data-testid="widget-list">
          {shown.map((d) => (
            <li key={d.type}>
              <button type="button" aria-current={d.type === selected} onClick={() => setSelected(d.type)} data-widget-type={d.type}>
                {d.title ?? d.type}
                <small>
                  {d.type}
                  {d.family ? ` · ${d.family}` : ''}
                </small>
                {d.description && <small>{d.description}</small>}
              </button>
            </li>
          ))}
          {shown.length === 0 && (
            <li
              css={[
                mutedCss,
                css`
                  padding: 8px;
                `,
              ]}
            >
              No widget matches.
            </li>
          )}
        </ul>
        {def ? <Details def={def} /> : <p css={mutedCss}>Choose a widget.</p>}
      </div>
    </section>
  );
}
