/**
 * A readable echo of the search: keyword, field and type of a simple search; for an advanced
 * search the API's echo of its rows (field, match, term, joined by their operators) and limits.
 * Links to the advanced-search form, prefilled with this search.
 */
import { useTranslation } from '../../../../engine/i18n/useTranslation';
import { usePage } from '../../../../engine/render/context';
import { advancedHref } from '../links';
import type { SearchResultsData, TypeTab } from '../model';
import { ADV_FIELDS, ADV_OPS, type AdvRow } from '../url';

export function typeLabel(t: (k: string) => string, tab: Pick<TypeTab, 'type' | 'name' | 'enName'>, uiLang: 'zh' | 'en'): string {
  const configured = uiLang === 'en' ? tab.enName : tab.name;
  return configured || t(`search.types.${tab.type}`);
}

/** The rows the API echoed (when it answered), else the page's own. */
export function echoedRows(data: SearchResultsData): AdvRow[] {
  const rows = data.results?.ok ? data.results.data.query?.rows : undefined;
  if (!Array.isArray(rows)) return data.state.rows;
  return rows
    .filter((r) => (ADV_FIELDS as readonly string[]).includes(r.field) && typeof r.term === 'string')
    .map((r) => ({ field: r.field as AdvRow['field'], term: r.term, op: (ADV_OPS as readonly string[]).includes(r.op) ? (r.op as AdvRow['op']) : 'AND', precise: r.precise === 1 ? 1 : 0 }));
}

export function Echo({ data }: { data: SearchResultsData }) {
  const page = usePage();
  const { t } = useTranslation();
  const s = data.state;
  const ui = page.uiLang;
  const colon = ui === 'zh' ? '：' : ': ';
  const modify = (
    <span className="links">
      {(s.mode === 'advanced' || s.type === 'thesis') && <a href={advancedHref(page, s, data.apiField)}>{s.mode === 'advanced' ? t('searchPage.modify') : t('search.advanced')}</a>}
    </span>
  );
  if (s.mode === 'simple') {
    if (!s.q) return null;
    const tab = data.tabs.find((x) => x.type === s.type) ?? { type: s.type };
    const fieldLabel = data.fieldLabel ? (ui === 'en' ? data.fieldLabel.en : data.fieldLabel.zh) || data.fieldLabel.zh || data.fieldLabel.en : undefined;
    const field = fieldLabel ?? (data.apiField !== 'all' ? t(`searchPage.fields.${data.apiField}`) : undefined);
    return (
      <div className="echo" aria-label={t('searchPage.echo.label')} role="group">
        <span>
          {t('searchPage.echo.keyword')}
          {colon}
          <strong>{s.q}</strong>
        </span>
        {field && (
          <span>
            {t('searchPage.echo.field')}
            {colon}
            {field}
          </span>
        )}
        <span>
          {t('searchPage.echo.type')}
          {colon}
          {typeLabel(t, tab, ui)}
        </span>
        {modify}
      </div>
    );
  }
  const rows = echoedRows(data);
  const limits: string[] = [];
  if (s.publishType !== undefined) limits.push(t(`searchPage.publishType.${s.publishType}`));
  if (s.openAccess !== undefined) limits.push(t(`searchPage.openAccess.${s.openAccess}`));
  if (s.from !== undefined && s.to !== undefined) limits.push(t('searchPage.yearRange', { from: s.from, to: s.to }));
  else if (s.from !== undefined) limits.push(t('searchPage.yearFrom', { from: s.from }));
  else if (s.to !== undefined) limits.push(t('searchPage.yearTo', { to: s.to }));
  return (
    <div className="echo" aria-label={t('searchPage.echo.label')} role="group">
      <span>{t('searchPage.echo.advanced')}{colon}</span>
      <span data-echo="rows">
        {rows.map((r, i) => (
          <span key={i}>
            {i > 0 && <> {t(`searchPage.ops.${r.op}`)} </>}
            {t(`searchPage.fields.${r.field}`)}({t(`searchPage.match.${r.precise === 1 ? 'exact' : 'fuzzy'}`)}){colon}
            <strong>{r.term}</strong>
          </span>
        ))}
      </span>
      {limits.length > 0 && <span>{limits.join(ui === 'zh' ? '，' : ', ')}</span>}
      {modify}
    </div>
  );
}
