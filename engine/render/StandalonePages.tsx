import { css } from '@emotion/react';
import { i18nFor } from './SiteRenderer';
import type { Lang, UiLang } from '../routing/pageKinds';
import { uiLangOf } from '../routing/pageKinds';

const screenCss = css`
  min-height: 70vh;
  display: flex;
  align-items: center;
  justify-content: center;
  flex-direction: column;
  gap: 12px;
  font-family: system-ui, 'Noto Sans CJK SC', sans-serif;
  color: #222;
  text-align: center;
  padding: 24px;
  h1 {
    font-size: 22px;
    font-weight: 600;
    margin: 0;
  }
  .code {
    font-size: 48px;
    font-weight: 700;
    color: #888;
  }
  a {
    color: #1a5fb4;
  }
`;

function useT(uiLang: UiLang) {
  const i18n = i18nFor(uiLang);
  return (key: string, fallback: string) => i18n.t(key, { defaultValue: fallback });
}

/** Unknown routes: HTTP 404 with "This page could not be found" and a way home. */
export function NotFoundScreen({ uiLang }: { uiLang: UiLang }) {
  const t = useT(uiLang);
  return (
    <div css={screenCss} data-page="notFound">
      <div className="code">404</div>
      <h1>{t('errors.notFound', 'This page could not be found')}</h1>
      <p>{t('errors.notFoundDetail', "We're sorry, the page you requested cannot be found.")}</p>
      <a href={`/${uiLang}/home`}>{t('errors.backHome', 'Back to home page')}</a>
    </div>
  );
}

/** The error page: the message as title (default "Error"), status 500 unless told otherwise. */
export function ErrorScreen({ uiLang, status = 500, message }: { uiLang: UiLang; status?: number; message?: string }) {
  const t = useT(uiLang);
  return (
    <div css={screenCss} data-page="errorPage">
      <div className="code">{status}</div>
      <h1>{message || t('errors.error', 'Error')}</h1>
      {status === 404 && <a href={`/${uiLang}/home`}>{t('errors.backHome', 'Back to home page')}</a>}
    </div>
  );
}

/**
 * /errorPage?lang= (site lookup failed; with reason=maintenance the maintenance notice) and
 * /forbiddenPage?lang= (site status 10001: closed, with the expiry notice of spec 8).
 */
export function StandaloneScreen({ pageKind, lang, reason }: { pageKind: 'errorPage' | 'forbiddenPage'; lang: Lang; reason?: 'maintenance' }) {
  const uiLang = uiLangOf(lang);
  const t = useT(uiLang);
  if (pageKind === 'forbiddenPage') {
    return (
      <div css={screenCss} data-page="forbiddenPage">
        <div className="code">403</div>
        <h1>{t('errors.forbidden', 'Access to this site is not permitted.')}</h1>
        <p>{t('errors.expired', 'The website has expired, please contact the enterprise administrator.')}</p>
      </div>
    );
  }
  if (reason === 'maintenance') {
    return (
      <div css={screenCss} data-page="errorPage" data-reason="maintenance">
        <div className="code">503</div>
        <h1>{t('errors.maintenanceTitle', 'System maintenance')}</h1>
        <p>{t('errors.maintenance', 'Please understand the inconvenience caused by system maintenance.')}</p>
      </div>
    );
  }
  return (
    <div css={screenCss} data-page="errorPage">
      <div className="code">500</div>
      <h1>{t('errors.error', 'Error')}</h1>
      <p>{t('errors.siteLookupFailed', 'The site could not be found or failed to load.')}</p>
    </div>
  );
}

/** The HTTP status of a standalone page: 403 closed, 503 maintenance, else 500 (spec 2.2 error page). */
export function standaloneStatus(pageKind: 'errorPage' | 'forbiddenPage', reason?: 'maintenance'): number {
  return pageKind === 'forbiddenPage' ? 403 : reason === 'maintenance' ? 503 : 500;
}
