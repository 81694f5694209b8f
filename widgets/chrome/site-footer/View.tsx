/**
 * Site footer (spec 2.4, 3): logo on the left, contact and legal lines in the centre, QR image
 * (100x100) on the right, an optional visit counter, the browser and cookie notices, a hidden link
 * to /sitemap.txt. Light when backgroundColor is #ebebeb, else dark. The footer's cssContent is
 * injected only through sanitizeCss. With showVisits 1 the counter first shows the bundle's
 * values (server and hydration agree), then the fresh ones after the mount-time visit call.
 */
import { createDataClient } from '../../../engine/data/client';
import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { sanitizeCss } from '../../../engine/sanitize/css';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { FOOTER_NARROW_MAX, FOOTER_QR_SIZE, footerModel, type FooterLike } from './model';
import { fetchApi } from './fetchApi';
import { freshVisits, sessionStore, type Visits } from './visits';
import { cx } from '../../../engine/theme/cx';

export interface SiteFooterProps {
  showBrowserNotice?: boolean;
  showCookieNotice?: boolean;
}

const root = css`
  font-family: system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif;
  font-size: 13px;
  line-height: 1.9;
  margin-top: 32px;
  border-top: 3px solid ${themeVar.primary};
  a {
    color: inherit;
  }
`;

const light = css`
  background: #ebebeb;
  color: #444;
`;

const dark = css`
  background: ${themeVar.line};
  color: #e8e8e8;
`;

const inner = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 32px;
  @media (max-width: ${FOOTER_NARROW_MAX}px) {
    flex-direction: column;
    text-align: center;
    gap: 16px;
  }
`;

const left = css`
  flex: 0 0 auto;
  img {
    display: block;
    max-width: 260px;
    max-height: 80px;
  }
`;

const centre = css`
  flex: 1 1 auto;
  min-width: 0;
  p {
    margin: 0;
  }
  .items span + span {
    margin-left: 16px;
  }
  .notice {
    opacity: 0.8;
    font-size: 12px;
  }
`;

const right = css`
  flex: 0 0 auto;
  margin: 0;
  text-align: center;
  img {
    display: block;
    width: ${FOOTER_QR_SIZE}px;
    height: ${FOOTER_QR_SIZE}px;
    margin: 0 auto 4px;
  }
  figcaption {
    font-size: 12px;
  }
`;

const hiddenLink = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/** The counters refreshed after mount (spec 7.1: footer config again on mount for visit counts). */
function useFreshVisits(counting: boolean, siteId: number | undefined, lang: string): Visits | undefined {
  const [fresh, setFresh] = useState<{ siteId: number; visits: Visits }>();
  useEffect(() => {
    if (!counting || siteId === undefined) return;
    let live = true;
    freshVisits(createDataClient(fetchApi({ language: lang, siteId })), siteId, sessionStore()).then(
      (visits) => live && visits && setFresh({ siteId, visits }),
      () => undefined, // offline or server down: keep the bundle's counters
    );
    return () => {
      live = false;
    };
  }, [counting, siteId, lang]);
  return fresh && fresh.siteId === siteId ? fresh.visits : undefined;
}

export default function SiteFooter({ props }: WidgetViewProps<SiteFooterProps>) {
  const { bundle, uiLang, site, lang, route } = usePage();
  // the sitemap of this site: on site-label routes the path names it, else the host does
  const sitemapHref = route.family === 'sld' && route.sld ? `/${route.sld}/sitemap.txt` : '/sitemap.txt';
  const { t } = useTranslation();
  const m = footerModel(bundle.footer as FooterLike, uiLang);
  const fresh = useFreshVisits(m.visits !== undefined, site.siteId ?? site.id, lang);
  const visits = m.visits && (fresh ?? m.visits);
  const cssText = sanitizeCss(m.cssContent);
  const subscriptionPhone = (site as { sld?: string }).sld === 'gjjj';
  const label = (key: string) => (key === 'phone' && subscriptionPhone ? t('footer.subscriptionPhone') : t(`footer.${key}`));
  const siteName = uiLang === 'en' ? (site as { enName?: string }).enName : (site as { name?: string }).name;
  return (
    <footer className="masthead-footer" css={cx(root, m.theme === 'light' ? light : dark)} style={m.darkBackground ? { background: m.darkBackground } : undefined} data-footer-theme={m.theme} aria-label={t('footer.label')}>
      {cssText && <style data-footer-css="" dangerouslySetInnerHTML={{ __html: cssText }} />}
      <div css={inner}>
        {m.logo && (
          <div css={left}>
            <img src={m.logo.src} alt={m.logo.alt ?? siteName ?? t('footer.logoAlt')} />
          </div>
        )}
        <div css={centre}>
          {m.contacts.length > 0 && (
            <p className="items">
              {m.contacts.map((c) => (
                <span key={c.key} data-line={c.key}>
                  {t('footer.labelled', { label: label(c.key), value: '' })}
                  {c.href ? <a href={c.href}>{c.value}</a> : c.value}
                </span>
              ))}
            </p>
          )}
          {m.address && <p data-line="address">{t('footer.labelled', { label: t('footer.address'), value: m.address })}</p>}
          {(m.icp || m.picp) && (
            <p className="items">
              {m.icp && (
                <span data-line="icp">
                  {m.icp.href ? (
                    <a href={m.icp.href} target="_blank" rel="noopener noreferrer">
                      {m.icp.text}
                    </a>
                  ) : (
                    m.icp.text
                  )}
                </span>
              )}
              {m.picp && (
                <span data-line="picp">
                  {m.picp.href ? (
                    <a href={m.picp.href} target="_blank" rel="noopener noreferrer">
                      {m.picp.text}
                    </a>
                  ) : (
                    m.picp.text
                  )}
                </span>
              )}
            </p>
          )}
          {m.copyright && <p data-line="copyright">{m.copyright}</p>}
          {visits && (
            <p className="items" data-line="visits">
              <span>{t('footer.labelled', { label: t('footer.totalVisits'), value: visits.sum })}</span>
              <span>{t('footer.labelled', { label: t('footer.todayVisits'), value: visits.today })}</span>
            </p>
          )}
          {props?.showBrowserNotice !== false && <p className="notice">{t('footer.browser')}</p>}
          {props?.showCookieNotice !== false && <p className="notice">{t('footer.cookie')}</p>}
        </div>
        {m.qr && (
          <figure css={right}>
            <img src={m.qr.src} width={FOOTER_QR_SIZE} height={FOOTER_QR_SIZE} alt={m.qr.message ?? t('footer.qrAlt')} />
            {m.qr.message && <figcaption>{m.qr.message}</figcaption>}
          </figure>
        )}
      </div>
      <a href={sitemapHref} css={hiddenLink} tabIndex={-1} aria-hidden="true">
        {t('footer.sitemap')}
      </a>
    </footer>
  );
}
