/**
 * Facets of the results (from the clusters call) as checkbox-like links: each adds or removes one
 * filter value (a plain link to the page with that filter, so it works before hydration and is
 * server-rendered). Year, journal and column take up to five values each (spec 5 "Choose a maximum
 * of 5."); once five are chosen the other values show as unavailable. Author, institution and
 * keyword take one value (the API filters on one), choosing another replaces it. Below 768 px the
 * panel collapses behind a disclosure button.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../../../engine/i18n/useTranslation';
import { usePage } from '../../../../engine/render/context';
import { searchHref } from '../links';
import type { FacetEntry, Facets as FacetData } from '../model';
import { facetsCss, visuallyHidden } from '../styles';
import { MAX_SELECTIONS, MULTI_FACETS, toggleMulti, toggleSingle, type FacetKey, type MultiFacet, type SearchState, type SingleFacet } from '../url';

const ORDER: readonly FacetKey[] = ['year', 'journal', 'column', 'author', 'institution', 'keyword'];

const isMulti = (k: FacetKey): k is MultiFacet => (MULTI_FACETS as readonly string[]).includes(k);

export function entryLabel(e: FacetEntry, uiLang: 'zh' | 'en'): string {
  return (uiLang === 'en' && e.enLabel ? e.enLabel : e.label) || String(e.value);
}

export function isSelected(s: SearchState, k: FacetKey, value: string | number): boolean {
  return isMulti(k) ? s.filters[k].includes(Number(value)) : s.filters[k] === String(value);
}

/** Facets worth showing: entries exist, and a journal facet only when it offers a choice. */
export function shownFacets(facets: FacetData, s: SearchState): [FacetKey, FacetEntry[]][] {
  const out: [FacetKey, FacetEntry[]][] = [];
  for (const k of ORDER) {
    const list = facets[k] ?? [];
    if (!list.length) continue;
    if (k === 'journal' && list.length < 2 && !s.filters.journal.length) continue;
    out.push([k, list]);
  }
  return out;
}

function FacetLink({ k, e, s }: { k: FacetKey; e: FacetEntry; s: SearchState }) {
  const page = usePage();
  const { t } = useTranslation();
  const selected = isSelected(s, k, e.value);
  const label = entryLabel(e, page.uiLang);
  const next = isMulti(k) ? toggleMulti(s, k, Number(e.value)) : toggleSingle(s, k as SingleFacet, String(e.value));
  const inner = (
    <>
      <span className="box" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
      <span className="text">{label}</span>
      <span className="n">({e.count})</span>
      {selected && <span css={visuallyHidden}>{t('searchPage.facets.selected')}</span>}
    </>
  );
  if (!next) {
    return (
      <span className="facet" aria-disabled="true">
        {inner}
        <span css={visuallyHidden}>{t('searchPage.facets.unavailable')}</span>
      </span>
    );
  }
  return (
    <a className="facet" href={searchHref(page, next)} {...(selected ? { 'data-selected': '' } : {})}>
      {inner}
    </a>
  );
}

export function Facets({ facets, state, capped, shown = 8 }: { facets: FacetData; state: SearchState; capped: readonly string[]; shown?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = shownFacets(facets, state);
  if (!list.length) return null;
  const chosen = MULTI_FACETS.reduce((n, k) => n + state.filters[k].length, 0) + (['author', 'institution', 'keyword'] as const).filter((k) => state.filters[k]).length;
  return (
    <aside css={facetsCss} aria-labelledby={`${id}-h`}>
      <button type="button" className="toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        {t('searchPage.facets.toggle')}
        {chosen > 0 && ` (${chosen})`}
      </button>
      <div id={`${id}-panel`} className={open ? 'panel open' : 'panel'}>
        <h2 id={`${id}-h`}>{t('searchPage.facets.label')}</h2>
        {list.map(([k, entries]) => {
          const full = isMulti(k) && state.filters[k].length >= MAX_SELECTIONS;
          // chosen values first, so they stay visible however long the list is
          const sorted = [...entries.filter((e) => isSelected(state, k, e.value)), ...entries.filter((e) => !isSelected(state, k, e.value))];
          const head = sorted.slice(0, shown);
          const rest = sorted.slice(shown);
          return (
            <section key={k} aria-labelledby={`${id}-${k}`} data-facet={k}>
              <h3 id={`${id}-${k}`}>{t(`searchPage.facets.${k}`)}</h3>
              {(full || capped.includes(k)) && (
                <p className="note" role="note">
                  {t('searchPage.maxSelections')}
                </p>
              )}
              <ul>
                {head.map((e) => (
                  <li key={String(e.value)}>
                    <FacetLink k={k} e={e} s={state} />
                  </li>
                ))}
              </ul>
              {rest.length > 0 && (
                <details>
                  <summary>
                    {t('searchPage.facets.more')} ({rest.length})
                  </summary>
                  <ul>
                    {rest.map((e) => (
                      <li key={String(e.value)}>
                        <FacetLink k={k} e={e} s={state} />
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </section>
          );
        })}
      </div>
    </aside>
  );
}
