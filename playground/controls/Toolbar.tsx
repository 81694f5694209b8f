/**
 * What to preview (site, page kind, language, channel, route parameters) and the two quick
 * switches: the header's navStyle and the site's colour theme. The switches edit the header and
 * site documents, so they show up in the editor, the export and the provenance view.
 */
import { css } from '@emotion/react';
import { Field } from './Field';
import { PAGE_KINDS, type PageKind } from '../../engine/routing/pageKinds';
import { PRESET_THEMES, PRESET_IDS, cleanHex } from '../../engine/theme';
import { channelOptions, currentDocKey, usePlayground } from '../state/store';
import { parseObject, setProperties } from './jsonEdit';
import { colors, fieldCss, mutedCss } from '../styles';

const barCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 14px;
  align-items: flex-end;
`;

const groupCss = css`
  display: flex;
  gap: 10px;
  align-items: flex-end;
  padding-left: 14px;
  border-left: 1px solid ${colors.border};
`;

const NAV_STYLES = Array.from({ length: 13 }, (_, i) => i + 1);

function hex6(v: unknown, fallback: string): string {
  const h = typeof v === 'string' ? cleanHex(v) : undefined;
  if (!h) return fallback;
  if (h.length === 4 || h.length === 5) return '#' + [...h.slice(1, 4)].map((c) => c + c).join('');
  return h.slice(0, 7);
}

export function Toolbar() {
  const sites = usePlayground((s) => s.sites);
  const sitesStatus = usePlayground((s) => s.sitesStatus);
  const sitesErrors = usePlayground((s) => s.sitesErrors);
  const sld = usePlayground((s) => s.sld);
  const pageKind = usePlayground((s) => s.pageKind);
  const lang = usePlayground((s) => s.lang);
  const channelId = usePlayground((s) => s.channelId);
  const routeParams = usePlayground((s) => s.routeParams);
  const docs = usePlayground((s) => (s.sld ? s.docs[s.sld] : undefined));
  const pending = usePlayground((s) => s.pending);
  const { selectSite, setPageKind, setLang, setChannel, setRouteParams, setText } = usePlayground.getState();

  const headerKey = currentDocKey({ pageKind, channelId }, 'header');
  const headerText = docs?.[headerKey]?.text;
  const header = headerText !== undefined ? parseObject(headerText) : undefined;
  const siteText = docs?.site?.text;
  const site = siteText !== undefined ? parseObject(siteText) : undefined;
  const navStyle = typeof header?.navStyle === 'number' ? String(header.navStyle) : '';
  const colour = typeof site?.colour === 'number' ? String(site.colour) : '';
  const channels = channelOptions(docs?.channels ? safeParse(docs.channels.text) : undefined);

  const setNavStyle = (v: string) => {
    if (headerText === undefined) return;
    const next = setProperties(headerText, { navStyle: Number(v) });
    if (next !== undefined) setText(headerKey, next);
  };
  const setSiteProps = (values: Record<string, unknown>) => {
    if (siteText === undefined) return;
    const next = setProperties(siteText, values);
    if (next !== undefined) setText('site', next);
  };

  return (
    <div css={barCss}>
      <Field label="Site">
        <select value={sld ?? ''} onChange={(e) => void selectSite(e.target.value)} disabled={sites.length === 0} data-testid="select-site">
          {sites.length === 0 && <option value="">{sitesStatus === 'loading' ? 'Loading…' : 'No sites'}</option>}
          {sites.map((s) => (
            <option key={s.sld} value={s.sld}>
              {s.sld} — {s.site.enName || s.site.name || s.site.sld}
              {s.status === 10001 ? ' (closed)' : ''}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Page kind">
        <select value={pageKind} onChange={(e) => void setPageKind(e.target.value as PageKind)} data-testid="select-page">
          {PAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Language">
        <select value={lang} onChange={(e) => setLang(e.target.value as 'zh' | 'en')} data-testid="select-lang">
          <option value="zh">zh — 中文</option>
          <option value="en">en — English</option>
        </select>
      </Field>
      {pageKind === 'channel' && (
        <Field label="Channel">
          <select value={channelId ?? ''} onChange={(e) => void setChannel(e.target.value)} data-testid="select-channel">
            {channels.length === 0 && <option value="">(no channels)</option>}
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {'\u00a0'.repeat(c.depth * 2)}
                {c.name} (#{c.id}
                {c.code ? `, ${c.code}` : ''})
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Route parameters">
        <input
          type="text"
          value={routeParams}
          title="Query-string form, e.g. thesisId=1: the route's parameters (article ids, issue year and number)"
          onChange={(e) => setRouteParams(e.target.value)}
          size={16}
          data-testid="route-params"
        />
      </Field>

      <div css={groupCss}>
        <Field label="Header navStyle">
          <select value={navStyle} onChange={(e) => setNavStyle(e.target.value)} disabled={!header} data-testid="select-navstyle">
            {navStyle === '' && <option value="">{header ? '(not set)' : headerText === undefined ? '(not loaded)' : '(header JSON invalid)'}</option>}
            {NAV_STYLES.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Theme (site.colour)">
          <select value={colour} onChange={(e) => setSiteProps({ colour: Number(e.target.value) })} disabled={!site} data-testid="select-theme">
            {colour === '' && <option value="">{site ? '(not set)' : siteText === undefined ? '(not loaded)' : '(site JSON invalid)'}</option>}
            {PRESET_IDS.map((id) => (
              <option key={id} value={String(id)}>
                {id} — {PRESET_THEMES[id]!.name}
              </option>
            ))}
            <option value="0">0 — custom colours</option>
          </select>
        </Field>
        {colour === '0' && site && (
          <fieldset
            css={[
              fieldCss,
              css`
                flex-direction: row;
                gap: 6px;
                border: 0;
                padding: 0;
                margin: 0;
              `,
            ]}
          >
            <legend
              css={css`
                padding: 0;
                margin-bottom: 2px;
              `}
            >
              Custom colours
            </legend>
            {(
              [
                ['colour1', 'Primary', '#1f5fa8'],
                ['colour2', 'Hover', '#174a85'],
                ['colour3', 'Line', '#0f3564'],
              ] as const
            ).map(([key, name, fallback]) => (
              <label
                key={key}
                css={css`
                  display: inline-flex;
                  flex-direction: column;
                  font-size: 11px;
                `}
              >
                {name}
                <input type="color" value={hex6(site[key], fallback)} onChange={(e) => setSiteProps({ [key]: e.target.value })} />
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <span css={mutedCss} role="status" aria-live="polite">
        {pending > 0 ? 'Loading configuration…' : ''}
        {sitesErrors.length > 0 && sites.length > 0 ? `Some sites could not be loaded: ${sitesErrors.join('; ')}` : ''}
      </span>
    </div>
  );
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
