/**
 * Small header parts: logo, greeting, user area, language toggle, custom buttons, group entrance,
 * legacy author portal.
 */
import { useState } from 'react';
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import { clearUserCookies, maskName, setLanguageCookie, useCookieSession, useSessionStore } from '../../../../engine/state/session';
import type { HeaderModel } from './model';
import { GlobeIcon, UserIcon } from './icons';
import { PHONE_MAX, greetingCss, iconButton, linkButton, phone } from './styles';
import { cx } from '../../../../engine/theme/cx';

// (module-level: an inline css({...}) is serialised again on every render)
const textLogoCss = css({ fontSize: 20, fontWeight: 600, textDecoration: 'none' });
const userAreaCss = css({ display: 'inline-flex', alignItems: 'center', gap: 2 });
const customButtonsCss = css({ display: 'inline-flex', gap: 8 });
const utilityLinksCss = css({ display: 'inline-flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' });

const logoCss = css`
  display: inline-flex;
  align-items: center;
  flex: 0 1 auto;
  min-width: 0;
  picture {
    display: block;
    min-width: 0;
  }
  img {
    display: block;
    max-height: 64px;
    max-width: min(420px, 100%);
    height: auto;
  }
  ${phone} {
    img {
      max-height: 40px !important;
      max-width: 60vw;
    }
  }
`;

/** The logo, linking home; the mobile logo is used at phone widths (a <picture> source, SSR-safe). */
export function Logo({ m, height = 64, mobile = false }: { m: HeaderModel; height?: number; mobile?: boolean }) {
  const src = mobile ? (m.mobileLogoSrc ?? m.logoSrc) : m.logoSrc;
  if (!m.showLogo || !src) {
    return (
      <a href={m.homeHref} className="masthead-logo" css={cx(logoCss, textLogoCss)}>
        {m.siteName || m.t('header.homeLink')}
      </a>
    );
  }
  const phoneSrc = !mobile && m.mobileLogoSrc && m.mobileLogoSrc !== src ? m.mobileLogoSrc : undefined;
  const img = <img src={src} alt={m.siteName || m.t('header.homeLink')} style={{ maxHeight: height }} />;
  return (
    <a href={m.homeHref} className="masthead-logo" css={logoCss} aria-label={m.t('header.logoAlt', { name: m.siteName })}>
      {phoneSrc ? (
        <picture>
          <source media={`(max-width: ${PHONE_MAX}px)`} srcSet={phoneSrc} />
          {img}
        </picture>
      ) : (
        img
      )}
    </a>
  );
}

export function Greeting({ m }: { m: HeaderModel }) {
  if (!m.greeting) return null;
  return (
    <span className="masthead-greeting" css={greetingCss}>
      {m.greeting}
    </span>
  );
}

const dropdownCss = css`
  position: relative;
  display: inline-block;
  ul {
    position: absolute;
    right: 0;
    top: 100%;
    z-index: 40;
    list-style: none;
    margin: 0;
    padding: 4px 0;
    min-width: 140px;
    background: #fff;
    color: #333;
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.15);
  }
  li > a,
  li > button {
    display: block;
    width: 100%;
    box-sizing: border-box;
    text-align: left;
    padding: 6px 14px;
    background: none;
    border: 0;
    font: inherit;
    color: inherit;
    cursor: pointer;
    text-decoration: none;
    line-height: 1.6;
  }
  li > a:hover,
  li > button:hover,
  li > a:focus,
  li > button:focus {
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
`;

/**
 * Login/register when logged out; welcome + masked name with a dropdown (personal centre, logout)
 * when logged in. Shown only when the header's showLogin is on. `icons` is the second variant.
 */
export function UserArea({ m, icons = false, showRegister = true }: { m: HeaderModel; icons?: boolean; showRegister?: boolean }) {
  useCookieSession();
  const userName = useSessionStore((s) => s.userName);
  const [open, setOpen] = useState(false);
  const { t } = m;
  if (!m.showLogin) return null;
  if (!userName) {
    return (
      <span className="masthead-user" css={userAreaCss}>
        <a href={m.loginHref} css={icons ? iconButton : linkButton} aria-label={icons ? t('header.login') : undefined} title={icons ? t('header.login') : undefined}>
          {icons ? <UserIcon /> : t('header.login')}
        </a>
        {showRegister && !icons && (
          <>
            <span aria-hidden="true">|</span>
            <a href={m.registerHref} css={linkButton}>
              {t('header.register')}
            </a>
          </>
        )}
      </span>
    );
  }
  const shown = maskName(userName);
  return (
    <span
      className="masthead-user"
      css={dropdownCss}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button type="button" css={linkButton} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)} title={t('header.userMenu')}>
        {icons ? <UserIcon /> : null}
        {t('header.welcome', { name: shown })}
      </button>
      {open && (
        <ul>
          <li>
            <a href={m.personalHref}>{t('header.personalCentre')}</a>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                clearUserCookies();
                setOpen(false);
                window.location.reload();
              }}
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </span>
  );
}

/** The language toggle, only when switchLanguage is 1: same page in the other interface language. */
export function LangToggle({ m, icon = false }: { m: HeaderModel; icon?: boolean }) {
  if (!m.showLangToggle) return null;
  return (
    <a
      href={m.langToggleHref}
      hrefLang={m.otherLang}
      lang={m.otherLang}
      css={linkButton}
      aria-label={m.t('header.switchLanguageLabel')}
      onClick={() => setLanguageCookie(m.otherLang)}
    >
      {icon && <GlobeIcon />}
      {m.t('header.switchLanguage')}
    </a>
  );
}

// `&&` doubles the class so the pill keeps its colours inside bars that set `a { color: inherit }`.
const buttonCss = css`
  && {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 10px;
    border: 1px solid ${themeVar.primary};
    border-radius: 12px;
    color: ${themeVar.primary};
    text-decoration: none;
    line-height: 20px;
    font-size: 13px;
    background: #fff;
  }
  img {
    width: 16px;
    height: 16px;
  }
  &&:hover {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
`;

export function CustomButtons({ m }: { m: HeaderModel }) {
  if (!m.customButtons.length) return null;
  return (
    <span role="group" aria-label={m.t('header.customButtons')} css={customButtonsCss}>
      {m.customButtons.map((b) => {
        const inner = (
          <>
            {b.icon && <img src={b.icon} alt="" />}
            {b.label}
          </>
        );
        return b.href ? (
          <a key={b.key} href={b.href} css={buttonCss} target={b.newTab ? '_blank' : undefined} rel={b.newTab ? 'noopener noreferrer' : undefined}>
            {inner}
          </a>
        ) : (
          <span key={b.key} css={buttonCss}>
            {inner}
          </span>
        );
      })}
    </span>
  );
}

export function GroupEntrance({ m }: { m: HeaderModel }) {
  if (!m.groupEntrance) return null;
  return (
    <a href={m.groupEntrance.href} css={linkButton} title={m.t('header.groupEntrance')} data-group-entrance="">
      {m.groupEntrance.label}
    </a>
  );
}

/** The legacy author-portal button: site 735 with a configured authorPortalUrl only (spec 2.4). */
export function AuthorPortal({ m }: { m: HeaderModel }) {
  if (!m.authorPortal) return null;
  const { href, newTab } = m.authorPortal;
  return (
    <a href={href} css={linkButton} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} data-author-portal="">
      {m.t('header.authorPortal')}
    </a>
  );
}

/** The usual right-hand cluster: custom buttons, group entrance, author portal, user area, language toggle. */
export function UtilityLinks({ m, icons = false }: { m: HeaderModel; icons?: boolean }) {
  return (
    <span css={utilityLinksCss}>
      <CustomButtons m={m} />
      <GroupEntrance m={m} />
      <AuthorPortal m={m} />
      <UserArea m={m} icons={icons} />
      <LangToggle m={m} icon={icons} />
    </span>
  );
}
