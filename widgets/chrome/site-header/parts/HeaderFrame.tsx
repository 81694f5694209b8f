/**
 * The <header> element every style renders into: injected header CSS (sanitised), background
 * image, fixed behaviour (always with isCeiling; after scrolling past the header otherwise, never on
 * article pages) and the phone side menu.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { css } from '@emotion/react';
import { sanitizeCss } from '../../../../engine/sanitize/css';
import type { HeaderModel } from './model';
import { headerRoot } from './styles';
import { SideMenu } from './SideMenu';

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

export function HeaderFrame({ m, navStyle, children, className, stickOnScroll = true, overlay = false }: HeaderFrameProps) {
  const ref = useRef<HTMLElement>(null);
  const { past, height } = useScrolledPast(ref, !m.ceiling && m.stickyAllowed && stickOnScroll);
  const header = m.page.bundle.header as { configData?: { cssContent?: string } };
  const cssText = sanitizeCss(header.configData?.cssContent);
  const bg = m.backgroundUrl ? { backgroundImage: `url("${encodeURI(m.backgroundUrl)}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
  return (
    <div style={past && !overlay ? { minHeight: height } : overlay ? { position: 'relative', zIndex: 100 } : undefined} data-header-placeholder="">
      {cssText && <style data-header-css="" dangerouslySetInnerHTML={{ __html: cssText }} />}
      <header
        ref={ref}
        className={className ? `masthead-header ${className}` : 'masthead-header'}
        css={[headerRoot, overlay && overlayCss, m.ceiling && (overlay ? fixedCss : stickyCss), past && fixedCss]}
        style={bg}
        data-nav-style={navStyle}
        data-fixed={past || m.ceiling ? '' : undefined}
        aria-label={m.t('header.label')}
      >
        {children}
      </header>
      <SideMenu m={m} />
    </div>
  );
}
