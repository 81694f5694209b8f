/**
 * The <header> element every style renders into: injected header CSS (sanitised), background
 * image, fixed behaviour (always with isCeiling; after scrolling past the header otherwise, never on
 * article pages) and the phone side menu. On the account pages (spec 2.2: /login, /quickLogin,
 * /register, /forgetCode, /accountBinding, /personal) every style shows the same slim header
 * instead: logo, language toggle and, on /personal, a link to the home page; no menu, search or
 * side menu.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import { sanitizeCss } from '../../../../engine/sanitize/css';
import type { HeaderModel } from './model';
import { container, headerRoot, linkButton, row, spacer } from './styles';
import { SideMenu } from './SideMenu';
import { LangToggle, Logo } from './Utilities';
import { cx } from '../../../../engine/theme/cx';

/** The style being rendered and whether the header is fixed right now (menus size by it). */
export interface HeaderState {
  navStyle: number;
  fixed: boolean;
}

const HeaderStateContext = createContext<HeaderState>({ navStyle: 1, fixed: false });

export function useHeaderState(): HeaderState {
  return useContext(HeaderStateContext);
}

const stickyCss = css`
  position: sticky;
  top: 0;
`;

const fixedCss = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.15);
  animation: mh-slide-down 200ms ease;
  @keyframes mh-slide-down {
    from {
      transform: translateY(-100%);
    }
    to {
      transform: translateY(0);
    }
  }
`;

export interface HeaderFrameProps {
  m: HeaderModel;
  navStyle: number;
  children: ReactNode;
  className?: string;
  /** Become fixed after scrolling past the header (default true where allowed). */
  stickOnScroll?: boolean;
  /** Lie over the content below (e.g. a banner) instead of taking space. */
  overlay?: boolean;
}

const overlayCss = css`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  background: transparent;
`;

/** Browser only: true once the window scrolled past `el`'s height. */
export function useScrolledPast(el: RefObject<HTMLElement | null>, enabled: boolean): { past: boolean; height: number } {
  const [state, setState] = useState({ past: false, height: 0 });
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const h = el.current?.offsetHeight ?? 0;
      const past = h > 0 && window.scrollY > h;
      setState((s) => (s.past === past && (past || s.height === h) ? s : { past, height: past ? (s.past ? s.height : h) : h }));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [el, enabled]);
  return state;
}

const slimRow = css`
  min-height: 64px;
  border-bottom: 2px solid ${themeVar.line};
`;

/** The account-page header: logo (home), language toggle, and the home-page link on /personal. */
function SlimHeader({ m }: { m: HeaderModel }) {
  return (
    <div css={slimRow}>
      <div css={cx(container, row)} style={{ minHeight: 64 }}>
        <Logo m={m} height={48} />
        <span css={spacer} />
        {m.showHomeLink && (
          <a href={m.homeHref} css={linkButton} data-home-link="">
            {m.t('header.homeLink')}
          </a>
        )}
        <LangToggle m={m} />
      </div>
    </div>
  );
}

export function HeaderFrame({ m, navStyle, children, className, stickOnScroll = true, overlay: overlayProp = false }: HeaderFrameProps) {
  const ref = useRef<HTMLElement>(null);
  // the slim header takes its own space even in styles that lie over a banner
  const overlay = overlayProp && !m.accountPage;
  const { past, height } = useScrolledPast(ref, !m.ceiling && m.stickyAllowed && stickOnScroll);
  const fixed = past || m.ceiling;
  const state = useMemo(() => ({ navStyle, fixed }), [navStyle, fixed]);
  const header = m.page.bundle.header as { configData?: { cssContent?: string } };
  const cssText = sanitizeCss(header.configData?.cssContent);
  const bg = m.backgroundUrl ? { backgroundImage: `url("${encodeURI(m.backgroundUrl)}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
  return (
    <div style={past && !overlay ? { minHeight: height } : overlay ? { position: 'relative', zIndex: 100 } : undefined} data-header-placeholder="">
      {cssText && <style data-header-css="" dangerouslySetInnerHTML={{ __html: cssText }} />}
      <header
        ref={ref}
        className={className ? `masthead-header ${className}` : 'masthead-header'}
        css={cx(headerRoot, overlay && overlayCss, m.ceiling && (overlay ? fixedCss : stickyCss), past && fixedCss)}
        style={bg}
        data-nav-style={navStyle}
        data-fixed={fixed ? '' : undefined}
        data-account-page={m.accountPage ? '' : undefined}
        aria-label={m.t('header.label')}
      >
        <HeaderStateContext.Provider value={state}>{m.accountPage ? <SlimHeader m={m} /> : children}</HeaderStateContext.Provider>
      </header>
      {!m.accountPage && <SideMenu m={m} />}
    </div>
  );
}
