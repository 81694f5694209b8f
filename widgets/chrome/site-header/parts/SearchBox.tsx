/**
 * Header search box (spec 2.4, 4, 5, 6, 7.1, 7.7): resource-type selector (only with more than one
 * type; restricted to four types on the spec 6 sites), search-field selector (options of the chosen
 * type, hidden for news and other), keyword input (max 150) with a clear button, search button,
 * optional advanced-search link. An empty keyword opens the Tips / 提示 alert; in the compact box
 * it only toggles the box. Thesis and publication searches are analysed first (/front/search/analyze):
 * on success the terms go into datanav and the result page opens, on failure the data-error message
 * shows and nothing navigates. Modes:
 * - full: always open;
 * - compact: an icon toggles the box; it closes after a successful search;
 * - hover: the first click on the button opens the box, the second searches.
 * The first type's field options come from the widget loader (in the server HTML, via
 * HeaderDataContext); other types are fetched in the browser when chosen, cached per type.
 */
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { DataClient } from '../../../../engine/data/client';
import { browserApi } from '../../../../engine/data/browserApi';
import type { SearchOption } from '../../../../schemas/generated/types';
import { byLang } from '../../../shared/text';
import type { SiteHeaderData, SiteHeaderViewProps } from '../types';
import { AlertDialog } from './AlertDialog';
import { AdvancedIcon, CloseIcon, SearchIcon } from './icons';
import type { HeaderModel } from './model';
import {
  SEARCH_MAX_LENGTH,
  analyzeKeyword,
  analyzeType,
  fetchFieldOptions,
  fieldOptionsType,
  fieldSelectorEnabled,
  fieldValue,
  restrictSearchTypes,
  searchUrl,
  type SearchTypeName,
} from './search';
import { iconButton, phone, visuallyHidden } from './styles';
import { cx } from '../../../../engine/theme/cx';

export type SearchMode = 'full' | 'compact' | 'hover';

export interface SearchBoxProps {
  m: HeaderModel;
  mode?: SearchMode;
  maxLength?: number;
  tone?: 'light' | 'dark';
  /** Navigation for a search; defaults to a full page load. */
  navigate?: (url: string) => void;
}

/** The site-header loader's data, for every part of the header (provided by withHeaderData). */
export const HeaderDataContext = createContext<SiteHeaderData | undefined>(undefined);

/**
 * Wrap a header style so its parts can read the loader data without every style passing it down
 * (index.ts wraps each navStyle view).
 */
export function withHeaderData(Style: ComponentType<SiteHeaderViewProps>): ComponentType<SiteHeaderViewProps> {
  function WithHeaderData(p: SiteHeaderViewProps) {
    return (
      <HeaderDataContext.Provider value={p.data ?? undefined}>
        <Style {...p} />
      </HeaderDataContext.Provider>
    );
  }
  WithHeaderData.displayName = `WithHeaderData(${Style.displayName ?? Style.name ?? 'Style'})`;
  return WithHeaderData;
}

const formCss = css`
  display: flex;
  align-items: stretch;
  height: 34px;
  max-width: 100%;
  min-width: 0;
  box-sizing: border-box;
  border: 1px solid ${themeVar.primary};
  border-radius: 4px;
  background: #fff;
  overflow: hidden;
  select {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 110px;
    border: 0;
    border-right: 1px solid #ddd;
    background: ${themeVar.primary10};
    color: #333;
    font: inherit;
    padding: 0 6px;
    text-overflow: ellipsis;
  }
  input {
    border: 0;
    outline: none;
    padding: 0 10px;
    font: inherit;
    color: #222;
    width: 200px;
    min-width: 60px;
    flex: 1 1 auto;
    background: transparent;
  }
  /* the clear button replaces the browser's own search-field cancel button */
  input::-webkit-search-cancel-button {
    display: none;
  }
  button[type='submit'] {
    flex: none;
    border: 0;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
    padding: 0 14px;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font: inherit;
  }
  button[type='submit']:hover {
    background: ${themeVar.hover};
  }
  ${phone} {
    /* at 375 px both selects and the input share the width; the selects give way first */
    select {
      max-width: 84px;
      padding: 0 2px;
    }
    input {
      width: 80px;
      padding: 0 6px;
    }
    button[type='submit'] {
      padding: 0 10px;
    }
  }
`;

const clearCss = css`
  flex: none;
  border: 0;
  background: transparent;
  color: #666;
  width: 28px;
  padding: 0;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  svg {
    width: 14px;
    height: 14px;
  }
  &:hover {
    color: ${themeVar.primary};
  }
`;

const wrapCss = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  position: relative;
  max-width: 100%;
  min-width: 0;
  ${phone} {
    /* the compact pop-up then spans the header instead of hanging off the icon */
    position: static;
  }
`;

const darkTone = css`
  color: #fff;
`;

const popCss = css`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 30;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.15);
  ${phone} {
    top: 100%;
    left: 8px;
    right: 8px;
    form {
      width: 100%;
    }
  }
`;

export function defaultNavigate(url: string): void {
  window.location.assign(url);
}

/** Remember the search in session storage (spec 3 "datanav"), as the result pages expect. */
function rememberSearch(keyword: string, type: SearchTypeName, analyzeArray: string[], field: string | undefined): void {
  try {
    sessionStorage.setItem('datanav', JSON.stringify({ searchText: keyword, analyzeArray, searchType: type, size: 20, field }));
  } catch {
    /* storage may be unavailable */
  }
}

/** Spec 7.7: a search started with Enter is reported to analytics. */
function pushSearchEvent(keyword: string, type: SearchTypeName): void {
  const w = window as Window & { dataLayer?: unknown };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  (w.dataLayer as unknown[]).push({ event: 'site-search', keyword, type });
}

export function SearchBox({ m, mode = 'full', maxLength = SEARCH_MAX_LENGTH, tone = 'light', navigate = defaultNavigate }: SearchBoxProps) {
  const { t, uiLang } = m;
  const id = useId();
  const data = useContext(HeaderDataContext);
  const site = m.page.bundle.site;
  const siteId = site?.siteId ?? site?.id;
  const types = useMemo(() => restrictSearchTypes(m.search.types, site), [m.search.types, site]);
  const fieldsOn = fieldSelectorEnabled(m.page.bundle.header ?? {});
  const [open, setOpen] = useState(mode === 'full');
  const [keyword, setKeyword] = useState('');
  const [chosenType, setType] = useState<SearchTypeName | undefined>(undefined);
  // undefined = the first option of the type (so a type change selects the first)
  const [chosenField, setField] = useState<string | undefined>(undefined);
  // field options fetched in the browser, by site and type; null = the call failed
  const [fetched, setFetched] = useState<Record<string, SearchOption[] | null>>({});
  const [alert, setAlert] = useState<'empty' | 'error' | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const inFlight = useRef(new Set<string>());
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const compactFilled = useRef(false);
  const typesShown = types.length > 1;
  const type: SearchTypeName = chosenType && types.includes(chosenType) ? chosenType : (types[0] ?? 'thesis');

  useEffect(() => {
    if (open && mode !== 'full') input.current?.focus();
  }, [open, mode]);

  if (!m.search.show) return null;

  // Browser only (called from handlers): the engine's shared client with the spec 7 headers.
  const api = (): DataClient => browserApi();

  const optionsOf = (ty: SearchTypeName): SearchOption[] | null | undefined => {
    const key = `${siteId}|${ty}`;
    if (key in fetched) return fetched[key];
    return data?.searchOptions?.type === ty ? data.searchOptions.options : undefined;
  };

  const options = fieldsOn && fieldOptionsType(type) ? (optionsOf(type) ?? []) : [];
  const values = options.map((o, i) => fieldValue(type, o, i));
  const field = chosenField !== undefined && values.includes(chosenField) ? chosenField : values[0];

  const changeType = (next: SearchTypeName) => {
    setType(next);
    setField(undefined);
    if (!fieldsOn || !fieldOptionsType(next) || optionsOf(next) !== undefined) return;
    const key = `${siteId}|${next}`;
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    void fetchFieldOptions(api(), siteId, next).then((list) => {
      inFlight.current.delete(key);
      setFetched((f) => ({ ...f, [key]: list }));
    });
  };

  const search = async (viaEnter: boolean) => {
    if (mode === 'hover' && !open) {
      setOpen(true);
      return;
    }
    if (busy.current) return;
    const kw = keyword.trim();
    if (!kw) {
      if (mode === 'compact') {
        setOpen(false);
        toggle.current?.focus();
      } else setAlert('empty');
      return;
    }
    let terms: string[] = [];
    const aType = analyzeType(type);
    if (aType) {
      busy.current = true;
      setPending(true);
      const analysed = await analyzeKeyword(api(), kw, aType);
      busy.current = false;
      setPending(false);
      if (!analysed) {
        setAlert('error');
        return;
      }
      terms = analysed;
    }
    rememberSearch(kw, type, terms, field);
    if (viaEnter) pushSearchEvent(kw, type);
    if (mode !== 'full') setOpen(false);
    navigate(searchUrl(m, type, kw, field));
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    void search(false);
  };

  const clear = () => {
    setKeyword('');
    input.current?.focus();
  };

  const form = (
    <form
      role="search"
      className="masthead-search"
      aria-label={t('search.label')}
      aria-busy={pending || undefined}
      css={formCss}
      onSubmit={submit}
      id={`${id}-form`}
    >
      {typesShown && (
        <>
          <label htmlFor={`${id}-type`} css={visuallyHidden}>
            {t('search.type')}
          </label>
          <select id={`${id}-type`} value={type} onChange={(e) => changeType(e.target.value as SearchTypeName)}>
            {types.map((ty) => (
              <option key={ty} value={ty}>
                {t(`search.types.${ty}`)}
              </option>
            ))}
          </select>
        </>
      )}
      {options.length > 0 && (
        <>
          <label htmlFor={`${id}-field`} css={visuallyHidden}>
            {t('search.field')}
          </label>
          <select id={`${id}-field`} value={field} onChange={(e) => setField(e.target.value)}>
            {options.map((o, i) => (
              <option key={values[i]} value={values[i]}>
                {byLang(uiLang, o.condition, o.enCondition) ?? o.field}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-kw`} css={visuallyHidden}>
        {t('search.keyword')}
      </label>
      <input
        ref={input}
        id={`${id}-kw`}
        type="search"
        name="q"
        value={keyword}
        maxLength={maxLength}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        onChange={(e) => setKeyword(e.target.value.slice(0, maxLength))}
        onKeyDown={(e) => {
          // handled here rather than by implicit submission, so the search knows it came from Enter
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void search(true);
          }
        }}
      />
      {keyword !== '' && (
        <button type="button" css={clearCss} aria-label={t('search.clear')} title={t('search.clear')} aria-controls={`${id}-kw`} onClick={clear}>
          <CloseIcon />
        </button>
      )}
      <button type="submit" aria-label={t('search.button')}>
        <SearchIcon />
      </button>
    </form>
  );

  const advanced = m.search.advancedHref && (
    <a href={m.search.advancedHref} css={iconButton} title={t('search.advanced')} aria-label={t('search.advanced')}>
      <AdvancedIcon />
    </a>
  );

  const dialog = alert && (
    <AlertDialog
      title={t('common.tips')}
      message={alert === 'error' ? t('common.dataError') : t('search.emptyAlert')}
      okLabel={t('common.ok')}
      onClose={() => {
        setAlert(null);
        input.current?.focus();
      }}
    />
  );

  if (mode === 'full') {
    return (
      <div css={cx(wrapCss, tone === 'dark' && darkTone)}>
        {form}
        {advanced}
        {dialog}
      </div>
    );
  }

  if (mode === 'hover') {
    return (
      <div css={cx(wrapCss, tone === 'dark' && darkTone)}>
        {open ? (
          form
        ) : (
          <button type="button" css={iconButton} aria-label={t('search.open')} aria-expanded={false} onClick={() => submit()}>
            <SearchIcon />
          </button>
        )}
        {advanced}
        {dialog}
      </div>
    );
  }

  // compact: an icon toggles the box; its form is made when first opened (the page's first HTML
  // and its hydration carry no second, hidden copy of the form) and then kept with what was typed
  if (open) compactFilled.current = true;
  return (
    <div css={cx(wrapCss, tone === 'dark' && darkTone)}>
      <button
        ref={toggle}
        type="button"
        css={iconButton}
        aria-label={open ? t('common.close') : t('search.open')}
        aria-expanded={open}
        aria-controls={`${id}-pop`}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      <div
        id={`${id}-pop`}
        css={popCss}
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setOpen(false);
            toggle.current?.focus();
          }
        }}
      >
        {compactFilled.current && form}
      </div>
      {advanced}
      {dialog}
    </div>
  );
}
