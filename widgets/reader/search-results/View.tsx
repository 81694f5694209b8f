/**
 * The search result page (/{lang}/searchPublication): echo of the search, type tabs, facets,
 * active filters, sort and year-window links, search within, the result count (live region), the
 * results with highlighted terms, and the pager. Everything is a link or a GET form over URL
 * state (url.ts), so the page is server-rendered and navigated in place like any other.
 */
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { StateNotice } from '../../shared/reader/StateNotice';
import { Pager } from '../../shared/reader/Pager';
import { searchHref } from './links';
import { datedType, sortsFor, type Facets as FacetData, type SearchResultsData } from './model';
import { Echo, typeLabel } from './parts/Echo';
import { Facets, entryLabel } from './parts/Facets';
import { ResultItem } from './parts/ResultItem';
import { WithinForm } from './parts/WithinForm';
import { chipsCss, optionRowCss, pageCss, tabsCss, visuallyHidden } from './styles';
import { MAX_ROWS, MULTI_FACETS, NO_FILTERS, PAGE_SIZE, YEAR_WINDOWS, changed, hasFilters, toggleMulti, toggleSingle, type SearchState } from './url';

export interface SearchResultsProps {
  /** Show the facet panel (default true). */
  showFacets?: boolean;
  /** Facet values listed before "More" (default 8). */
  facetsShown?: number;
  /** Show the highlighted abstract / summary snippet of each result (default true). */
  showAbstract?: boolean;
}

const SERVER_MESSAGES: Record<string, string> = {
  'Please enter the search term.': 'search.required',
  'The search term must be at most 150 characters.': 'searchPage.tooLong',
};

/** The message of a problem found before asking the API. */
function problemText(t: (k: string, o?: Record<string, unknown>) => string, p: NonNullable<SearchResultsData['problem']>): string {
  switch (p) {
    case 'empty':
      return t('search.required');
    case 'long':
      return t('searchPage.tooLong');
    case 'badRows':
      return t('searchPage.badRows');
    case 'tooManyRows':
      return t('searchPage.tooManyRows', { n: MAX_ROWS });
    case 'years':
      return t('searchPage.yearsOrder');
    case 'pageNumber':
      return t('searchPage.pageNumber');
  }
}

function Tabs({ data }: { data: SearchResultsData }) {
  const page = usePage();
  const { t } = useTranslation();
  const s = data.state;
  if (s.mode !== 'simple' || data.tabs.length < 2) return null;
  const tabs = data.tabs.some((x) => x.type === s.type) ? data.tabs : [...data.tabs, { type: s.type }];
  return (
    <nav css={tabsCss} aria-label={t('searchPage.types')}>
      <ul>
        {tabs.map((tab) => {
          const active = tab.type === s.type;
          const total = active && data.results?.ok ? data.results.data.total : 'count' in tab ? tab.count : undefined;
          const next: SearchState = changed(s, { type: tab.type, field: '', filters: NO_FILTERS, sort: sortsFor(tab.type).includes(s.sort) ? s.sort : 'relevance', years: datedType(tab.type) ? s.years : 'all' });
          return (
            <li key={tab.type}>
              <a href={searchHref(page, next)} aria-current={active ? 'page' : undefined} data-type={tab.type}>
                {typeLabel(t, tab, page.uiLang)}
                {typeof total === 'number' && <span className="n">({total})</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Options({ state }: { state: SearchState }) {
  const page = usePage();
  const { t } = useTranslation();
  const sorts = sortsFor(state.type);
  return (
    <>
      {sorts.length > 1 && (
        <nav css={optionRowCss} aria-label={t('searchPage.sort.label')} data-options="sort">
          <span className="label" aria-hidden="true">
            {t('searchPage.sort.label')}
          </span>
          <ul>
            {sorts.map((k) => (
              <li key={k}>
                <a href={searchHref(page, changed(state, { sort: k }))} aria-current={state.sort === k ? 'true' : undefined}>
                  {t(`searchPage.sort.${k}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {datedType(state.type) && (
        <nav css={optionRowCss} aria-label={t('searchPage.years.label')} data-options="years">
          <span className="label" aria-hidden="true">
            {t('searchPage.years.label')}
          </span>
          <ul>
            {YEAR_WINDOWS.map((w) => (
              <li key={w}>
                <a href={searchHref(page, changed(state, { years: w }))} aria-current={state.years === w ? 'true' : undefined}>
                  {t(`searchPage.years.${w}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

function ActiveFilters({ state, facets }: { state: SearchState; facets: FacetData }) {
  const page = usePage();
  const { t } = useTranslation();
  if (!hasFilters(state.filters)) return null;
  const chips: { key: string; label: string; href: string }[] = [];
  for (const k of MULTI_FACETS) {
    for (const v of state.filters[k]) {
      const e = facets[k]?.find((x) => Number(x.value) === v);
      const next = toggleMulti(state, k, v);
      if (next) chips.push({ key: `${k}${v}`, label: e ? entryLabel(e, page.uiLang) : String(v), href: searchHref(page, next) });
    }
  }
  for (const k of ['author', 'institution', 'keyword'] as const) {
    const v = state.filters[k];
    if (v) chips.push({ key: k, label: v, href: searchHref(page, toggleSingle(state, k, v)) });
  }
  return (
    <div css={chipsCss}>
      <span>{t('searchPage.facets.active')}:</span>
      <ul>
        {chips.map((c) => (
          <li key={c.key}>
            <a className="chip" href={c.href} aria-label={t('searchPage.facets.remove', { label: c.label })}>
              {c.label} <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      <a href={searchHref(page, changed(state, { filters: NO_FILTERS }))}>{t('searchPage.facets.clear')}</a>
    </div>
  );
}

export default function SearchResults({ props, data }: WidgetViewProps<SearchResultsProps, SearchResultsData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  if (!data) {
    return (
      <div css={pageCss}>
        <StateNotice kind="error" />
      </div>
    );
  }
  const s = data.state;
  const siteId = page.site.siteId ?? page.site.id;
  const facets = data.facets?.ok ? data.facets.data : {};
  const res = data.results;
  let body;
  if (data.problem) {
    body = <StateNotice kind="error" text={problemText(t, data.problem)} />;
  } else if (!res) {
    body = <StateNotice kind="loading" />;
  } else if (!res.ok) {
    const key = SERVER_MESSAGES[res.message];
    body = <StateNotice kind="error" text={key ? t(key) : undefined} />;
  } else {
    const { list, total } = res.data;
    body = (
      <>
        <h2 css={visuallyHidden}>{t('searchPage.list')}</h2>
        <p className="count" role="status" aria-live="polite" aria-atomic="true" data-total={total}>
          {t('searchPage.count', { n: total })}
        </p>
        {list.length === 0 ? (
          <StateNotice kind="empty" text={t('search.noRecords')} />
        ) : (
          <ol className="results" aria-label={t('searchPage.list')} start={(s.page - 1) * PAGE_SIZE + 1}>
            {list.map((item) => (
              <ResultItem key={`${item.type}-${item.id}`} item={item} showAbstract={props.showAbstract !== false} siteId={siteId} />
            ))}
          </ol>
        )}
        <Pager total={total} page={s.page} size={PAGE_SIZE} />
      </>
    );
  }
  const usable = !data.problem;
  const showFacets = props.showFacets !== false && usable && data.facets?.ok;
  return (
    <div css={pageCss} data-search-mode={s.mode}>
      <Echo data={data} />
      <Tabs data={data} />
      <div className="body" style={showFacets ? undefined : { gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {showFacets && <Facets facets={facets} state={s} capped={data.capped} shown={props.facetsShown ?? 8} />}
        <div className="main">
          {data.capped.length > 0 && (
            <p className="notice" role="alert">
              {t('searchPage.maxSelections')}
            </p>
          )}
          {usable && <ActiveFilters state={s} facets={facets} />}
          {usable && res?.ok && <Options state={s} />}
          <WithinForm state={s} mode={usable ? 'within' : 'new'} />
          {body}
        </div>
      </div>
    </div>
  );
}
