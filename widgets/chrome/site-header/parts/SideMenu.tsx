/**
 * Phone layout: a hamburger button and a slide-in two-level side menu (spec 2.4, 4). Opening locks
 * page scroll and slides in (300 ms); closing restores scroll and slides out; a route change or
 * Escape closes it. State lives in the ui store (engine/state/ui), changed only in the browser.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import { useUiStore } from '../../../../engine/state/ui';
import type { MenuNode } from '../../../../engine/routing/menu';
import type { HeaderModel } from './model';
import { ChevronIcon, CloseIcon, MenuIcon } from './icons';
import { iconButton } from './styles';
import { AuthorPortal, LangToggle, UserArea } from './Utilities';

const chevronCss = css({ display: 'inline-flex', transition: 'transform 200ms' });
const chevronOpenCss = css({ display: 'inline-flex', transform: 'rotate(90deg)', transition: 'transform 200ms' });

export const SIDE_MENU_ID = 'mh-side-menu';
export const SIDE_MENU_MS = 300;

export function Hamburger({ m, className }: { m: HeaderModel; className?: string }) {
  const open = useUiStore((s) => s.sideMenuOpen);
  const toggle = useUiStore((s) => s.toggleSideMenu);
  return (
    <button
      type="button"
      className={className}
      css={iconButton}
      aria-label={open ? m.t('header.closeMenu') : m.t('header.openMenu')}
      aria-expanded={open}
      aria-controls={SIDE_MENU_ID}
      onClick={toggle}
    >
      <MenuIcon />
    </button>
  );
}

const overlayCss = css`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.4);
  z-index: 1500;
  transition: opacity ${SIDE_MENU_MS}ms ease;
`;

const panelCss = css`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(320px, 85vw);
  background: #fff;
  color: #222;
  z-index: 1501;
  overflow-y: auto;
  box-shadow: 4px 0 16px rgba(0, 0, 0, 0.2);
  transition:
    transform ${SIDE_MENU_MS}ms ease,
    visibility ${SIDE_MENU_MS}ms;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 8px 8px 8px 16px;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    border-bottom: 1px solid #eee;
  }
  .row {
    display: flex;
    align-items: center;
  }
  .row > a,
  .row > span {
    flex: 1 1 auto;
    padding: 12px 16px;
    text-decoration: none;
    color: inherit;
  }
  .row > button {
    flex: 0 0 auto;
  }
  ul ul .row > a {
    padding-left: 32px;
    color: #555;
    font-size: 14px;
  }
  .tools {
    display: flex;
    gap: 12px;
    padding: 12px 16px;
    flex-wrap: wrap;
  }
`;

function SideItem({ node, m }: { node: MenuNode; m: HeaderModel }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const kids = node.children;
  return (
    <li>
      <div className="row">
        {node.link ? (
          <a href={node.link.href} target={node.link.newTab ? '_blank' : undefined} rel={node.link.newTab ? 'noopener noreferrer' : undefined}>
            {node.label}
          </a>
        ) : (
          <span>{node.label}</span>
        )}
        {kids.length > 0 && (
          <button
            type="button"
            css={iconButton}
            aria-expanded={open}
            aria-controls={id}
            aria-label={open ? m.t('header.collapse', { name: node.label }) : m.t('header.expand', { name: node.label })}
            onClick={() => setOpen(!open)}
          >
            <span css={open ? chevronOpenCss : chevronCss}>
              <ChevronIcon dir="right" />
            </span>
          </button>
        )}
      </div>
      {kids.length > 0 && (
        <ul id={id} hidden={!open}>
          {kids.map((c) => (
            <li key={c.key}>
              <div className="row">
                {c.link ? (
                  <a href={c.link.href} target={c.link.newTab ? '_blank' : undefined} rel={c.link.newTab ? 'noopener noreferrer' : undefined}>
                    {c.label}
                  </a>
                ) : (
                  <span>{c.label}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function SideMenu({ m }: { m: HeaderModel }) {
  const open = useUiStore((s) => s.sideMenuOpen);
  const close = useUiStore((s) => s.closeSideMenu);
  const panel = useRef<HTMLDivElement>(null);
  const pathname = m.page.route.pathname;
  // The panel's items are made the first time it opens (and kept, so later openings slide in
  // at once): until then it is hidden from everyone, and every page view on the server skipped
  // rendering the whole menu a second time.
  const [filled, setFilled] = useState(false);
  if (open && !filled) setFilled(true);

  // a route change closes the menu
  useEffect(() => {
    close();
  }, [pathname, close]);

  // lock page scroll while open; restore on close
  useEffect(() => {
    if (!open) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    return () => {
      document.body.style.overflow = prev;
    };
  }, [open]);

  return (
    <>
      {open && <div css={overlayCss} onClick={close} data-side-menu-overlay="" />}
      <div
        id={SIDE_MENU_ID}
        ref={panel}
        role="dialog"
        aria-modal={open ? 'true' : undefined}
        aria-label={m.t('header.sideMenu')}
        tabIndex={-1}
        css={panelCss}
        style={{ transform: open ? 'translateX(0)' : 'translateX(-105%)', visibility: open ? 'visible' : 'hidden' }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      >
        <header>
          <strong>{m.siteName}</strong>
          <button type="button" css={iconButton} aria-label={m.t('header.closeMenu')} onClick={close}>
            <CloseIcon />
          </button>
        </header>
        {filled && (
          <>
            <nav aria-label={m.t('header.mainMenu')}>
              <ul>
                {m.menu.map((n) => (
                  <SideItem key={n.key} node={n} m={m} />
                ))}
              </ul>
            </nav>
            <div className="tools">
              <AuthorPortal m={m} />
              <UserArea m={m} />
              <LangToggle m={m} icon />
            </div>
          </>
        )}
      </div>
    </>
  );
}
