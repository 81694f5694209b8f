/**
 * Search within the results: a second keyword ANDed with the current search (simple: added to the
 * keyword; advanced: one more AND row on the chosen field). A GET form, so it works before
 * hydration (the loader reads `within`); with JavaScript it checks the keyword rules of spec 5
 * first and navigates in place to the canonical URL. When the page has no usable search (empty or
 * too long keyword), the same form starts a new search instead.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../engine/i18n/useTranslation';
import { usePage } from '../../../../engine/render/context';
import { searchHref } from '../links';
import { navigateTo } from '../navigate';
import { formCss, visuallyHidden } from '../styles';
import { ADV_FIELDS, MAX_ROWS, MAX_TERM_LENGTH, NO_FILTERS, searchQuery, termLength, withinState, type SearchState } from '../url';

export type WithinMode = 'within' | 'new';

/** The state a submitted keyword leads to, or the message key of its problem. */
export function withinTarget(s: SearchState, mode: WithinMode, keyword: string, field?: string): { state: SearchState } | { error: string; n?: number } {
  const k = keyword.trim();
  if (!k) return { error: 'search.required' };
  if (termLength(k) > MAX_TERM_LENGTH) return { error: 'searchPage.tooLong' };
  if (mode === 'new') {
    return { state: { ...s, mode: 'simple', q: k, field: '', rows: [], publishType: undefined, openAccess: undefined, from: undefined, to: undefined, filters: NO_FILTERS, page: 1 } };
  }
  if (s.mode === 'advanced' && s.rows.length >= MAX_ROWS) return { error: 'searchPage.tooManyRows', n: MAX_ROWS };
  const next = { ...s, ...withinState(s, k, field) };
  if (next.mode === 'simple' && termLength(next.q) > MAX_TERM_LENGTH) return { error: 'searchPage.tooLong' };
  return { state: next };
}

export function WithinForm({ state, mode }: { state: SearchState; mode: WithinMode }) {
  const page = usePage();
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState('');
  const advanced = mode === 'within' && state.mode === 'advanced';
  const inputName = mode === 'within' ? 'within' : 'q';
  // what the form sends without JavaScript: the current search (page 1) plus the keyword
  const hidden = Object.entries(searchQuery(page.route.query, mode === 'within' ? { ...state, page: 1 } : { ...state, mode: 'simple', q: '', field: '', rows: [], filters: NO_FILTERS, page: 1 })).filter(
    (e): e is [string, string | number] => e[1] !== undefined && e[1] !== null && e[1] !== '' && e[0] !== inputName,
  );
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const r = withinTarget(state, mode, String(data.get(inputName) ?? ''), String(data.get('wf') ?? ''));
    if ('error' in r) {
      setError(t(r.error, { n: r.n }));
      return;
    }
    setError('');
    navigateTo(searchHref(page, r.state));
  };
  const label = mode === 'within' ? t('searchPage.within.label') : t('searchPage.within.newKeyword');
  return (
    <form css={formCss} role="search" aria-label={label} action={page.route.pathname} method="get" noValidate onSubmit={onSubmit}>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={String(v)} />
      ))}
      {advanced && (
        <>
          <label htmlFor={`${id}-f`}>{t('searchPage.within.field')}</label>
          <select id={`${id}-f`} name="wf" defaultValue="title">
            {ADV_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`searchPage.fields.${f}`)}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-k`} css={mode === 'within' ? undefined : visuallyHidden}>
        {mode === 'within' ? t('searchPage.within.label') : label}
      </label>
      <input
        id={`${id}-k`}
        type="search"
        name={inputName}
        maxLength={MAX_TERM_LENGTH}
        placeholder={t('search.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        onInput={() => error && setError('')}
      />
      <button type="submit">{mode === 'within' ? t('searchPage.within.button') : t('search.button')}</button>
      <p id={`${id}-e`} className="error" role="alert">
        {error}
      </p>
    </form>
  );
}
