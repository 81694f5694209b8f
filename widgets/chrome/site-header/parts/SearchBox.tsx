/**
 * Header search box (spec 2.4, 5): resource-type selector (only with more than one type), keyword
 * input (max 150), search button, optional advanced-search link. An empty keyword opens the Tips /
 * 提示 alert; in the compact box it only toggles the box. Modes:
 * - full: always open;
 * - compact: an icon toggles the box; it closes after a successful search;
 * - hover: the first click on the button opens the box, the second searches.
 * Search-field selection (per-type field options) comes with the search-options API later.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import { AlertDialog } from './AlertDialog';
import { AdvancedIcon, CloseIcon, SearchIcon } from './icons';
import type { HeaderModel } from './model';
import { SEARCH_MAX_LENGTH, searchUrl, type SearchTypeName } from './search';
import { iconButton, visuallyHidden } from './styles';

export type SearchMode = 'full' | 'compact' | 'hover';

export interface SearchBoxProps {
  m: HeaderModel;
  mode?: SearchMode;
  maxLength?: number;
  tone?: 'light' | 'dark';
  /** Navigation for a search; defaults to a full page load. */
  navigate?: (url: string) => void;
}

const formCss = css`
  display: flex;
  align-items: stretch;
  height: 34px;
  border: 1px solid ${themeVar.primary};
  border-radius: 4px;
  background: #fff;
  overflow: hidden;
  select {
    border: 0;
    border-right: 1px solid #ddd;
    background: ${themeVar.primary10};
    color: #333;
    font: inherit;
    padding: 0 6px;
    max-width: 110px;
  }
  input {
    border: 0;
    outline: none;
    padding: 0 10px;
    font: inherit;
    color: #222;
    width: 200px;
    min-width: 0;
    flex: 1 1 auto;
  }
  button[type='submit'] {
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
`;

const wrapCss = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  position: relative;
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
`;

export function defaultNavigate(url: string): void {
  window.location.assign(url);
}

/** Remember the search in session storage (spec 3 "datanav"), as the result pages expect. */
function rememberSearch(keyword: string, type: SearchTypeName): void {
  try {
    sessionStorage.setItem('datanav', JSON.stringify({ searchText: keyword, analyzeArray: [], searchType: type, size: 20 }));
  } catch {
    /* storage may be unavailable */
  }
}

export function SearchBox({ m, mode = 'full', maxLength = SEARCH_MAX_LENGTH, tone = 'light', navigate = defaultNavigate }: SearchBoxProps) {
  const { t } = m;
  const id = useId();
  const [open, setOpen] = useState(mode === 'full');
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<SearchTypeName>(m.search.types[0] ?? 'thesis');
  const [alert, setAlert] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const typesShown = m.search.types.length > 1;

  useEffect(() => {
    if (open && mode !== 'full') input.current?.focus();
  }, [open, mode]);

  if (!m.search.show) return null;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (mode === 'hover' && !open) {
      setOpen(true);
      return;
    }
    const kw = keyword.trim();
    if (!kw) {
      if (mode === 'compact') {
        setOpen(false);
        toggle.current?.focus();
      } else setAlert(true);
      return;
    }
    rememberSearch(kw, type);
    if (mode !== 'full') setOpen(false);
    navigate(searchUrl(m, type, kw));
  };

  const form = (
    <form role="search" className="masthead-search" aria-label={t('search.label')} css={formCss} onSubmit={submit} id={`${id}-form`}>
      {typesShown && (
        <>
          <label htmlFor={`${id}-type`} css={visuallyHidden}>
            {t('search.type')}
          </label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as SearchTypeName)}>
            {m.search.types.map((ty) => (
              <option key={ty} value={ty}>
                {t(`search.types.${ty}`)}
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
      />
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
      message={t('search.emptyAlert')}
      okLabel={t('common.ok')}
      onClose={() => {
        setAlert(false);
        input.current?.focus();
      }}
    />
  );

  if (mode === 'full') {
    return (
      <div css={[wrapCss, tone === 'dark' && darkTone]}>
        {form}
        {advanced}
        {dialog}
      </div>
    );
  }

  if (mode === 'hover') {
    return (
      <div css={[wrapCss, tone === 'dark' && darkTone]}>
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

  // compact: an icon toggles the box
  return (
    <div css={[wrapCss, tone === 'dark' && darkTone]}>
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
      <div id={`${id}-pop`} css={popCss} hidden={!open}>
        {form}
      </div>
      {advanced}
      {dialog}
    </div>
  );
}
