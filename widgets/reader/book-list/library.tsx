/**
 * Pieces the library pages share (book-list, journal-list, others-list): the site-scope check of
 * a looked-up item, the `?id=` parameter, the keyword form (a plain GET form), the pager of a list
 * shown under a detail, and a few styles.
 */
import { useId, useMemo, type FormEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { PageContext, usePage } from '../../../engine/render/context';
import { queryString } from '../../../engine/routing/menu';
import { themeVar } from '../../../engine/theme';
import type { Site } from '../../../schemas/generated/types';
import { Pager } from '../../shared/reader/Pager';
import { navigateTo } from '../search-results/navigate';

/** The API's limit for text filters (longer keywords are cut, never refused). */
export const MAX_Q = 150;

/** The keyword of a list from the URL (`?q=`), trimmed and cut to the API's limit. */
export function keywordParam(query: Record<string, string>): string {
  return (query.q ?? '').trim().slice(0, MAX_Q);
}

/**
 * The `?id=` of a detail: undefined without one; `{ id: null }` for a value that can name no item
 * (the page answers 404 without asking the API).
 */
export function idParam(query: Record<string, string>): { raw: string; id: number | null } | undefined {
  const raw = query.id?.trim();
  if (raw === undefined || raw === '') return undefined;
  return { raw, id: /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null };
}

/** Whether a site shows content of another site: `all` everything, a group its members, a journal itself. */
export function inSiteScope(site: Pick<Site, 'siteId' | 'id' | 'type' | 'memberSiteIds'>, siteId: number): boolean {
  if (site.type === 'all') return true;
  const own = site.siteId ?? site.id;
  return siteId === own || (site.memberSiteIds ?? []).includes(siteId);
}

import { visuallyHidden } from '../../shared/visuallyHidden';

export { visuallyHidden };

/** The frame of a library page: theme links, focus rings, the result echo line. */
export const pageCss = css`
  margin: 0 0 24px;
  color: #222;
  font-size: 15px;
  line-height: 1.6;
  overflow-wrap: anywhere;
  a {
    color: ${themeVar.primary};
  }
  a:hover {
    color: ${themeVar.hover};
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
  .echo {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 16px;
    margin: 0 0 12px;
    padding: 8px 12px;
    border-radius: 4px;
    background: ${themeVar.primary10};
  }
  .echo h2 {
    margin: 0;
    font-size: 15px;
    font-weight: normal;
    line-height: 1.6;
  }
  .echo a {
    margin-left: auto;
    color: ${themeVar.hover};
    font-size: 14px;
  }
`;

const formCss = css`
  display: flex;
  gap: 8px;
  margin: 0 0 16px;
  input {
    flex: 1 1 auto;
    min-width: 0;
    height: 38px;
    padding: 0 12px;
    box-sizing: border-box;
    border: 1px solid #c8c8c8;
    border-radius: 4px;
    font: inherit;
    font-size: 15px;
  }
  button {
    flex: 0 0 auto;
    height: 38px;
    padding: 0 20px;
    border: 0;
    border-radius: 4px;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
    font: inherit;
    font-size: 15px;
    cursor: pointer;
  }
  button:hover {
    background: ${themeVar.hover};
  }
`;

/** Query parameters a keyword form carries over (the language and site of plain routes, a category ...). */
function carried(query: Record<string, string>): [string, string][] {
  return Object.entries(query).filter(([k, v]) => k !== 'q' && k !== 'page' && k !== 'id' && v !== '');
}

/**
 * A keyword search over a list: a GET form to the current path (works before hydration and without
 * JavaScript); with JavaScript it navigates in place. Starts again on page 1 without a detail.
 */
export function SearchForm({ q, label, placeholder }: { q: string; label: string; placeholder: string }) {
  const page = usePage();
  const { t } = useTranslation();
  const id = useId();
  const keep = carried(page.route.query);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const k = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    navigateTo(`${page.route.pathname}${queryString({ ...Object.fromEntries(keep), q: k })}`);
  };
  return (
    <form css={formCss} role="search" aria-label={label} action={page.route.pathname} method="get" onSubmit={onSubmit}>
      {keep.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={`${id}-q`} css={visuallyHidden}>
        {label}
      </label>
      <input id={`${id}-q`} type="search" name="q" defaultValue={q} maxLength={MAX_Q} placeholder={placeholder} />
      <button type="submit">{t('libraryPages.search')}</button>
    </form>
  );
}

/** The pager of a list that may sit under a detail: page links leave the detail (`id`) out. */
export function ListPager({ total, page: current, size }: { total: number; page: number; size: number }) {
  const page = usePage();
  const value = useMemo(() => {
    const { id: _drop, ...query } = page.route.query;
    return { ...page, route: { ...page.route, query } };
  }, [page]);
  return (
    <PageContext.Provider value={value}>
      <Pager total={total} page={current} size={size} />
    </PageContext.Provider>
  );
}

/** A label/value row of a detail's facts; nothing for an absent value. */
/** A ?id= detail that does not exist (or is outside the site's scope): says so and links back to the list. */
export function MissingDetail({ kind, id, back }: { kind: 'books' | 'journals'; id: string | number; back: string }) {
  const { t } = useTranslation();
  return (
    <div css={detailCss} data-book-detail={kind === 'books' ? 'missing' : undefined} data-journal-detail={kind === 'journals' ? 'missing' : undefined}>
      <div className="wide">
        <h2>{t(`libraryPages.${kind}.notFoundTitle`)}</h2>
        <p className="sub">{t(`libraryPages.${kind}.notFound`, { id })}</p>
        <a href={back}>{t(`libraryPages.${kind}.backToList`)}</a>
      </div>
    </div>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The facts list and cover of a detail (book or journal). */
export const detailCss = css`
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr);
  gap: 20px 28px;
  margin: 0 0 28px;
  padding: 20px;
  border: 1px solid #e2e2e2;
  border-radius: 6px;
  background: #fff;
  .wide {
    grid-column: 1 / -1;
  }
  .cover {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: contain;
    background: ${themeVar.primary10};
    border-radius: 2px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 22px;
    line-height: 1.4;
  }
  .sub {
    margin: 0 0 12px;
    color: #555;
    font-size: 15px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 6px 16px;
    margin: 0 0 12px;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: #666;
  }
  dd {
    margin: 0;
  }
  h3 {
    margin: 16px 0 6px;
    font-size: 16px;
  }
  .about {
    margin: 0;
    line-height: 1.8;
    color: #333;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px 20px;
    margin: 16px 0 0;
  }
  .button {
    display: inline-block;
    padding: 7px 16px;
    border-radius: 4px;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
    text-decoration: none;
  }
  .button:hover {
    background: ${themeVar.hover};
    color: ${themeVar.onPrimary};
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
    padding: 14px;
    .cover {
      width: 140px;
    }
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    dd {
      margin: 0 0 6px;
    }
  }
`;
