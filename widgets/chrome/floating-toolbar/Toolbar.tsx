/**
 * The floating toolbar (spec 2.4, 4): shows after 400 px of scrolling (or always, when forced).
 * Style 1: a labelled bar on the right edge; style 2: round icon buttons. Share opens a pop-over
 * with a 120x120 QR code of the page address (generated on first open) and a copy-link button;
 * RSS and subscribe link to /rssList and /emailSubscribe; the basket button shows the stored item
 * count (capped at 99) and opens the basket dialog (ui store).
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { useUiStore } from '../../../engine/state/ui';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { useScrolledBeyond } from '../../shared/useScrolled';
import { BASKET_STORAGE_KEY, SHARE_QR_SIZE, TOOLBAR_THRESHOLD, badgeText, basketCount, toolButtons, type ToolButton, type ToolLike } from './model';
import { qrDataUrl } from './qr';
import { cx } from '../../../engine/theme/cx';

export interface FloatingToolbarProps {
  style?: 1 | 2;
  threshold?: number;
  alwaysVisible?: boolean;
  showBasket?: boolean;
}

function useBasketCount(): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    const read = () => {
      try {
        setN(basketCount(localStorage.getItem(BASKET_STORAGE_KEY)));
      } catch {
        setN(0);
      }
    };
    read();
    window.addEventListener('storage', read);
    window.addEventListener('mh-basket-change', read);
    return () => {
      window.removeEventListener('storage', read);
      window.removeEventListener('mh-basket-change', read);
    };
  }, []);
  return n;
}

const Icon = {
  share: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  ),
  rss: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 11a9 9 0 019 9M4 4a16 16 0 0116 16" />
      <circle cx="5" cy="19" r="1.5" />
    </svg>
  ),
  email: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  ),
  basket: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 6h18l-2 13H5L3 6zM8 6l4-4 4 4" />
    </svg>
  ),
  link: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M10 14a5 5 0 007 0l3-3a5 5 0 00-7-7l-1 1M14 10a5 5 0 00-7 0l-3 3a5 5 0 007 7l1-1" />
    </svg>
  ),
};

const bar = css`
  position: fixed;
  right: 0;
  top: 50%;
  transform: translateY(-50%);
  z-index: 900;
  display: flex;
  flex-direction: column;
  transition:
    opacity 200ms ease,
    visibility 200ms;
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    position: relative;
  }
`;

const look1 = css`
  background: ${themeVar.primary};
  box-shadow: -2px 0 10px rgba(0, 0, 0, 0.15);
  > li + li {
    border-top: 1px solid rgba(255, 255, 255, 0.25);
  }
  .btn {
    width: 64px;
    min-height: 60px;
    flex-direction: column;
    color: ${themeVar.onPrimary};
    font-size: 12px;
  }
  .btn:hover,
  .btn[aria-expanded='true'] {
    background: ${themeVar.hover};
  }
`;

const look2 = css`
  right: 16px;
  gap: 10px;
  .btn {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: #fff;
    color: ${themeVar.primary};
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.18);
  }
  .btn:hover,
  .btn[aria-expanded='true'] {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const btn = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  border: 0;
  background: none;
  cursor: pointer;
  text-decoration: none;
  font: inherit;
  position: relative;
  img {
    width: 20px;
    height: 20px;
  }
  .badge {
    position: absolute;
    top: 4px;
    right: 6px;
    min-width: 16px;
    height: 16px;
    padding: 0 4px;
    border-radius: 8px;
    background: #e53935;
    color: #fff;
    font-size: 10px;
    line-height: 16px;
    box-sizing: border-box;
  }
`;

const pop = css`
  position: absolute;
  right: calc(100% + 8px);
  top: 50%;
  transform: translateY(-50%);
  background: #fff;
  color: #333;
  padding: 10px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  border-radius: 4px;
  text-align: center;
  font-size: 12px;
  width: max-content;
  max-width: 240px;
  img {
    display: block;
    margin: 0 auto 6px;
  }
  img[data-share-qr] {
    width: ${SHARE_QR_SIZE}px;
    height: ${SHARE_QR_SIZE}px;
  }
  input {
    width: 200px;
    font: inherit;
  }
  .copy {
    display: block;
    margin: 6px auto 0;
    padding: 4px 12px;
    border: 1px solid ${themeVar.primary};
    border-radius: 3px;
    background: #fff;
    color: ${themeVar.primary};
    font: inherit;
    cursor: pointer;
  }
  .copy:hover,
  .copy:focus-visible {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .caption {
    margin: 0 0 6px;
  }
  .copy-status {
    display: block;
    min-height: 1.5em;
  }
  .qr-slot {
    width: ${SHARE_QR_SIZE}px;
    height: ${SHARE_QR_SIZE}px;
    margin: 0 auto 6px;
  }
`;

function PopButton({ icon, label, children, look }: { icon: ReactNode; label: string; children: ReactNode | ((open: boolean) => ReactNode); look: 1 | 2 }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button type="button" className="btn" css={btn} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} title={look === 2 ? label : undefined}>
        {icon}
        <span className="label">{label}</span>
      </button>
      <div id={id} role="dialog" aria-label={label} css={pop} hidden={!open}>
        {typeof children === 'function' ? children(open) : children}
      </div>
    </li>
  );
}

/**
 * The share pop-over's content: a QR code of the current address (regenerated on each opening,
 * since in-place navigation changes the address) and the address with a copy button.
 */
function SharePanel({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [qr, setQr] = useState<{ url: string; src: string } | null>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    const href = window.location.href;
    setUrl(href);
    setCopied(null);
    let live = true;
    qrDataUrl(href).then(
      (src) => live && setQr({ url: href, src }),
      () => live && setQr(null), // no QR (chunk failed to load): the address and copy stay
    );
    return () => {
      live = false;
    };
  }, [open]);
  const copy = async () => {
    try {
      if (navigator.clipboard) await navigator.clipboard.writeText(url);
      else {
        // No async clipboard on plain http: copy the selected address the old way.
        input.current?.select();
        if (!document.execCommand('copy')) throw new Error('copy refused');
      }
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      {qr && qr.url === url ? (
        <img src={qr.src} width={SHARE_QR_SIZE} height={SHARE_QR_SIZE} alt={t('toolbar.shareQrAlt')} data-share-qr="" />
      ) : (
        <div className="qr-slot" aria-hidden="true" />
      )}
      <p className="caption">{t('toolbar.shareQr')}</p>
      <input ref={input} readOnly value={url} aria-label={t('toolbar.pageUrl')} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="copy" onClick={() => void copy()}>
        {t('toolbar.copyLink')}
      </button>
      <span role="status" className="copy-status">
        {copied === 'done' ? t('toolbar.linkCopied') : copied === 'failed' ? t('messages.linkCopyFailed') : ''}
      </span>
    </>
  );
}

export function Toolbar({ props, look }: WidgetViewProps<FloatingToolbarProps> & { look: 1 | 2 }) {
  const { bundle, route, lang, uiLang } = usePage();
  const { t } = useTranslation();
  const visible = useScrolledBeyond(props?.threshold ?? TOOLBAR_THRESHOLD, props?.alwaysVisible === true);
  const count = useBasketCount();
  const openBasket = useUiStore((s) => s.setBasketOpen);
  const buttons = useMemo(
    () => toolButtons(bundle.tools as ToolLike[], { route, lang, uiLang, showBasket: props?.showBasket }),
    [bundle.tools, route, lang, uiLang, props?.showBasket],
  );
  if (!buttons.length) return null;
  const iconOf = (b: ToolButton, fallback: ReactNode) => (b.icon ? <img src={b.icon} alt="" /> : fallback);
  return (
    <ul
      css={cx(bar, look === 1 ? look1 : look2)}
      aria-label={t('toolbar.label')}
      data-toolbar-style={look}
      data-visible={visible ? '' : undefined}
      style={{ opacity: visible ? 1 : 0, visibility: visible ? 'visible' : 'hidden' }}
    >
      {buttons.map((b) => {
        switch (b.kind) {
          case 'share': {
            const label = b.label ?? t('toolbar.share');
            return (
              <PopButton key={b.key} icon={iconOf(b, Icon.share)} label={label} look={look}>
                {(open) => <SharePanel open={open} />}
              </PopButton>
            );
          }
          case 'rss':
          case 'email': {
            const label = b.label ?? (b.kind === 'rss' ? t('toolbar.rss') : t('toolbar.subscribe'));
            return (
              <li key={b.key}>
                <a className="btn" css={btn} href={b.href} title={look === 2 ? label : undefined} aria-label={look === 2 ? label : undefined}>
                  {iconOf(b, b.kind === 'rss' ? Icon.rss : Icon.email)}
                  <span className="label">{label}</span>
                </a>
              </li>
            );
          }
          case 'basket': {
            const label = b.label ?? t('toolbar.basket');
            return (
              <li key={b.key}>
                <button
                  type="button"
                  className="btn"
                  css={btn}
                  onClick={() => openBasket(true)}
                  aria-label={count ? t('toolbar.basketCount', { count }) : label}
                  title={look === 2 ? label : undefined}
                >
                  {iconOf(b, Icon.basket)}
                  <span className="label">{label}</span>
                  {count > 0 && (
                    <span className="badge" aria-hidden="true">
                      {badgeText(count)}
                    </span>
                  )}
                </button>
              </li>
            );
          }
          case 'link':
            return (
              <li key={b.key}>
                <a
                  className="btn"
                  css={btn}
                  href={b.href}
                  target={b.newTab ? '_blank' : undefined}
                  rel={b.newTab ? 'noopener noreferrer' : undefined}
                  title={look === 2 ? b.label : undefined}
                  aria-label={look === 2 ? b.label : undefined}
                >
                  {iconOf(b, Icon.link)}
                  <span className="label">{b.label}</span>
                </a>
              </li>
            );
          case 'pop':
            return (
              <PopButton key={b.key} icon={iconOf(b, Icon.link)} label={b.label} look={look}>
                {b.picture && <img src={b.picture} width={SHARE_QR_SIZE} height={SHARE_QR_SIZE} alt="" />}
                {b.description}
              </PopButton>
            );
          default:
            return null;
        }
      })}
    </ul>
  );
}
