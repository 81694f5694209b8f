/**
 * The advanced-search form (/{lang}/seniorSearch): rows of field x term x match joined by AND / OR /
 * NOT (the first row has none), 1 to 10 rows, limits (publish type, article type, year range).
 * Submitting checks the rules of spec 5 (messages beside the fields, a summary announced, focus on
 * the first problem) and navigates to the result page with the rows in the URL. Every control has
 * a label; rows are fieldsets; the form is a GET form the result page also understands.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { themeVar } from '../../../engine/theme';
import { readerHref } from '../../shared/reader/links';
import { resultPageHref } from '../search-results/links';
import { navigateTo } from '../search-results/navigate';
import { narrow, pageCss, visuallyHidden } from '../search-results/styles';
import { ADV_OPS, MAX_TERM_LENGTH } from '../search-results/url';
import { ADV_FIELDS, MAX_ROWS, addRow, initialForm, removeRow, updateRow, validateForm, type AdvForm, type FormErrors } from './form';

export interface AdvancedSearchProps {
  /** Rows shown when the URL brings none (1-10, default 3). */
  initialRows?: number;
}

const formCss = css`
  max-width: 960px;
  fieldset {
    border: 1px solid #e2e2e2;
    border-radius: 6px;
    margin: 0 0 16px;
    padding: 12px 16px 16px;
  }
  legend {
    padding: 0 6px;
    font-weight: 600;
    color: ${themeVar.primary};
  }
  .row {
    border: 0;
    border-bottom: 1px dashed #e6e6e6;
    border-radius: 0;
    margin: 0;
    padding: 10px 0;
    display: grid;
    grid-template-columns: 96px 150px minmax(0, 1fr) 96px auto;
    gap: 8px;
    align-items: start;
    ${narrow} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .row legend {
    ${visuallyHidden};
  }
  .row .term {
    ${narrow} {
      grid-column: 1 / -1;
    }
  }
  .row .first-op {
    ${narrow} {
      display: none;
    }
  }
  label.stack {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 13px;
    color: #555;
  }
  select,
  input[type='text'],
  input[type='search'] {
    height: 36px;
    padding: 0 8px;
    border: 1px solid #c8c8c8;
    border-radius: 4px;
    font-size: 15px;
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    background: #fff;
  }
  [aria-invalid='true'] {
    border-color: #a4262c;
  }
  .field-error {
    margin: 2px 0 0;
    color: #a4262c;
    font-size: 13px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: center;
  }
  button {
    height: 36px;
    padding: 0 16px;
    border-radius: 4px;
    font-size: 15px;
    cursor: pointer;
    border: 1px solid ${themeVar.primary};
    background: #fff;
    color: ${themeVar.primary};
  }
  button[type='submit'] {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  button[type='submit']:hover {
    background: ${themeVar.hover};
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .remove {
    align-self: end;
    padding: 0 10px;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    border: 0;
    padding: 0;
    margin: 0 0 12px;
  }
  .choices legend {
    font-weight: 400;
    color: #333;
    padding: 0;
    margin-bottom: 4px;
    float: left;
    width: 100%;
  }
  .choices label {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    font-size: 15px;
  }
  .years {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  .years label.stack {
    width: 140px;
  }
  .summary {
    margin: 0 0 12px;
    padding: 8px 12px;
    border-left: 3px solid #a4262c;
    background: #fdf3f3;
    color: #a4262c;
  }
  .summary:empty {
    display: none;
  }
  .note {
    font-size: 13px;
    color: #666;
  }
  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
`;

export default function AdvancedSearch({ props }: WidgetViewProps<AdvancedSearchProps, unknown>) {
  const page = usePage();
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<AdvForm>(() => initialForm(page.route.query, props.initialRows ?? 3));
  const [errors, setErrors] = useState<FormErrors>({ rows: {} });
  const [summary, setSummary] = useState('');
  const [announce, setAnnounce] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = (elementId: string) => setTimeout(() => document.getElementById(elementId)?.focus(), 0);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const r = validateForm(form);
    if ('errors' in r) {
      setErrors(r.errors);
      setSummary(t('searchPage.adv.fix'));
      const firstRow = form.rows.find((x) => r.errors.rows[x.key]);
      focusLater(firstRow ? `${id}-t${firstRow.key}` : r.errors.from ? `${id}-from` : `${id}-to`);
      return;
    }
    setErrors({ rows: {} });
    setSummary('');
    navigateTo(resultPageHref(page, r.state));
  };

  const onAdd = () => {
    const next = addRow(form);
    if (next === form) return;
    setForm(next);
    const added = next.rows[next.rows.length - 1]!;
    setAnnounce(t('searchPage.adv.added', { n: next.rows.length }));
    focusLater(`${id}-t${added.key}`);
  };

  const onRemove = (key: number) => {
    const i = form.rows.findIndex((r) => r.key === key);
    const next = removeRow(form, key);
    if (next === form) return;
    setForm(next);
    setErrors((er) => {
      const rows = { ...er.rows };
      delete rows[key];
      return { ...er, rows };
    });
    setAnnounce(t('searchPage.adv.removed'));
    const target = next.rows[Math.min(i, next.rows.length - 1)]!;
    focusLater(`${id}-t${target.key}`);
  };

  const onReset = () => {
    setForm(initialForm({}, props.initialRows ?? 3));
    setErrors({ rows: {} });
    setSummary('');
  };

  const err = (key: string | undefined, n?: number) => (key ? t(key, { n }) : '');
  const full = form.rows.length >= MAX_ROWS;
  const results = readerHref(page, 'searchPublication');
  const [action, actionQuery = ''] = results.split('?');
  const passthrough = [...new URLSearchParams(actionQuery)];

  return (
    <div css={pageCss}>
      <form ref={formRef} css={formCss} role="search" aria-label={t('searchPage.adv.label')} action={action} method="get" noValidate onSubmit={onSubmit}>
        {passthrough.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="type" value="thesis" />
        <p className="summary" role="alert">
          {summary}
        </p>
        <fieldset>
          <legend>{t('searchPage.adv.conditions')}</legend>
          {form.rows.map((row, i) => {
            const n = i + 1;
            const rowError = errors.rows[row.key];
            const errId = `${id}-e${row.key}`;
            return (
              <fieldset className="row" key={row.key} data-row={n}>
                <legend>{t('searchPage.adv.row', { n })}</legend>
                {i === 0 ? (
                  <span className="first-op" aria-hidden="true" />
                ) : (
                  <label className="stack">
                    <span css={visuallyHidden}>{t('searchPage.adv.op')}</span>
                    <select name={`o${n}`} value={row.op} onChange={(e) => setForm(updateRow(form, row.key, { op: e.target.value as typeof row.op }))}>
                      {ADV_OPS.map((op) => (
                        <option key={op} value={op}>
                          {t(`searchPage.ops.${op}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <label className="stack">
                  <span css={visuallyHidden}>{t('searchPage.adv.field')}</span>
                  <select name={`f${n}`} value={row.field} onChange={(e) => setForm(updateRow(form, row.key, { field: e.target.value as typeof row.field }))}>
                    {ADV_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {t(`searchPage.fields.${f}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="term">
                  <label className="stack" htmlFor={`${id}-t${row.key}`}>
                    <span css={visuallyHidden}>{t('searchPage.adv.term')}</span>
                  </label>
                  <input
                    id={`${id}-t${row.key}`}
                    type="text"
                    name={`t${n}`}
                    value={row.term}
                    maxLength={MAX_TERM_LENGTH + 50}
                    inputMode={row.field === 'firstPage' || row.field === 'lastPage' ? 'numeric' : undefined}
                    placeholder={t('search.placeholder')}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? errId : undefined}
                    onChange={(e) => setForm(updateRow(form, row.key, { term: e.target.value }))}
                  />
                  {rowError && (
                    <p id={errId} className="field-error">
                      {err(rowError)}
                    </p>
                  )}
                </div>
                <label className="stack">
                  <span css={visuallyHidden}>{t('searchPage.adv.match')}</span>
                  <select name={`m${n}`} value={row.precise === 1 ? 'exact' : 'fuzzy'} onChange={(e) => setForm(updateRow(form, row.key, { precise: e.target.value === 'exact' ? 1 : 0 }))}>
                    <option value="fuzzy">{t('searchPage.match.fuzzy')}</option>
                    <option value="exact">{t('searchPage.match.exact')}</option>
                  </select>
                </label>
                <button type="button" className="remove" onClick={() => onRemove(row.key)} disabled={form.rows.length <= 1} aria-label={t('searchPage.adv.remove', { n })}>
                  <span aria-hidden="true">−</span>
                </button>
              </fieldset>
            );
          })}
          <div className="actions" style={{ marginTop: 12 }}>
            <button type="button" onClick={onAdd} disabled={full} aria-describedby={full ? `${id}-max` : undefined}>
              + {t('searchPage.adv.add')}
            </button>
            {full && (
              <span id={`${id}-max`} className="note">
                {t('searchPage.tooManyRows', { n: MAX_ROWS })}
              </span>
            )}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('searchPage.adv.limits')}</legend>
          <fieldset className="choices">
            <legend>{t('searchPage.publishType.label')}</legend>
            {(['', '0', '1'] as const).map((v) => (
              <label key={v || 'any'}>
                <input type="radio" name="pt" value={v} checked={form.publishType === v} onChange={() => setForm({ ...form, publishType: v })} />
                {v === '' ? t('searchPage.adv.any') : t(`searchPage.publishType.${v}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="choices">
            <legend>{t('searchPage.openAccess.label')}</legend>
            {(['', '0', '1'] as const).map((v) => (
              <label key={v || 'any'}>
                <input type="radio" name="oa" value={v} checked={form.openAccess === v} onChange={() => setForm({ ...form, openAccess: v })} />
                {v === '' ? t('searchPage.adv.any') : t(`searchPage.openAccess.${v}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="choices">
            <legend>{t('searchPage.adv.years')}</legend>
            <div className="years">
              {(['from', 'to'] as const).map((k) => (
                <div key={k}>
                  <label className="stack" htmlFor={`${id}-${k}`}>
                    {t(`searchPage.adv.${k}`)}
                  </label>
                  <input
                    id={`${id}-${k}`}
                    type="text"
                    name={k}
                    inputMode="numeric"
                    maxLength={4}
                    autoComplete="off"
                    placeholder="YYYY"
                    value={form[k]}
                    aria-invalid={errors[k] ? true : undefined}
                    aria-describedby={errors[k] ? `${id}-${k}-e` : undefined}
                    onChange={(e) => setForm({ ...form, [k]: e.target.value })}
                  />
                  {errors[k] && (
                    <p id={`${id}-${k}-e`} className="field-error">
                      {err(errors[k])}
                    </p>
                  )}
                </div>
              ))}
            </div>
          </fieldset>
        </fieldset>
        <div className="actions">
          <button type="submit">{t('search.button')}</button>
          <button type="button" onClick={onReset}>
            {t('searchPage.adv.reset')}
          </button>
        </div>
        <p css={visuallyHidden} aria-live="polite">
          {announce}
        </p>
      </form>
    </div>
  );
}
