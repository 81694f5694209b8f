/**
 * A preview at a device width. The page renders into an iframe (through a React portal, with an
 * emotion cache whose container is the iframe's <head>), so the widgets' CSS media queries follow
 * the preview width rather than the operator's window. The iframe is a same-origin srcdoc skeleton
 * holding the site's base styles (those of index.html); nothing is loaded from the page server.
 * Links and forms inside the preview do not navigate: the operator is told where they lead.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { css, CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import indexHtml from '../../index.html?raw';
import { colors } from '../styles';

/** The base stylesheet of the site's HTML shell, so the preview looks like the real page. */
const BASE_CSS = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)?.[1] ?? '';

const SKELETON = `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_self"><style>${BASE_CSS}</style></head><body><div id="root"></div></body></html>`;

interface Target {
  doc: Document;
  root: HTMLElement;
  cache: EmotionCache;
}

let frameCounter = 0;

/** 0 -> 'a', 25 -> 'z', 26 -> 'ba' ...: emotion cache keys may hold lower-case letters and '-' only. */
function letters(n: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

const outerCss = css`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  background: #e9ecf1;
  border: 1px solid ${colors.border};
  border-radius: 4px;
`;

const frameCss = css`
  display: block;
  border: 0;
  background: #fff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
  transform-origin: top left;
`;

export interface PreviewFrameProps {
  /** CSS width of the simulated device. */
  width: number;
  /** Scale down to fit the available width. */
  fit: boolean;
  title: string;
  lang: string;
  /** Minimum height of the frame in CSS pixels (before scaling); default: the panel height. */
  minHeight?: number;
  /** Grow with the content instead of scrolling inside the frame. */
  autoHeight?: boolean;
  onNavigate?(href: string): void;
  children: ReactNode;
  testId?: string;
}

export function PreviewFrame({ width, fit, title, lang, minHeight, autoHeight, onNavigate, children, testId }: PreviewFrameProps) {
  const outer = useRef<HTMLDivElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [box, setBox] = useState({ w: 0, h: 0 });
  const [contentH, setContentH] = useState(0);
  const key = useMemo(() => `pv-${letters(frameCounter++)}`, []);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;

  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setBox({ w: el.clientWidth, h: el.clientHeight }));
    ro.observe(el);
    setBox({ w: el.clientWidth, h: el.clientHeight });
    return () => ro.disconnect();
  }, []);

  const onLoad = () => {
    const doc = iframe.current?.contentDocument;
    const root = doc?.getElementById('root');
    if (!doc || !root) return;
    const cache = createCache({ key, container: doc.head });
    const win = doc.defaultView;
    win?.addEventListener(
      'click',
      (e) => {
        const t = e.target as { closest?: (sel: string) => Element | null } | null;
        const a = t?.closest?.('a[href]');
        if (!a) return;
        e.preventDefault();
        navigate.current?.(a.getAttribute('href') ?? '');
      },
      true,
    );
    win?.addEventListener('submit', (e) => e.preventDefault(), true);
    setTarget({ doc, root, cache });
  };

  useEffect(() => {
    if (target) target.doc.documentElement.lang = lang;
  }, [target, lang]);

  // Follow the content height when asked to (catalogue examples).
  useEffect(() => {
    if (!target || !autoHeight) return;
    const body = target.doc.body;
    const ro = new ResizeObserver(() => setContentH(Math.ceil(body.scrollHeight)));
    ro.observe(body);
    return () => ro.disconnect();
  }, [target, autoHeight]);

  const scale = fit && box.w > 0 ? Math.min(1, (box.w - 2) / width) : 1;
  const panelH = scale > 0 ? Math.floor((box.h - 2) / scale) : box.h;
  const height = autoHeight ? Math.max(minHeight ?? 80, contentH) : Math.max(minHeight ?? 0, panelH, 200);

  return (
    <div
      ref={outer}
      css={[
        outerCss,
        autoHeight &&
          css`
            flex: none;
            height: ${Math.ceil(height * scale) + 4}px;
            overflow: hidden;
          `,
      ]}
      data-testid={testId}
    >
      <iframe
        ref={iframe}
        title={title}
        srcDoc={SKELETON}
        onLoad={onLoad}
        css={frameCss}
        style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        data-width={width}
      />
      {target && createPortal(<CacheProvider value={target.cache}>{children}</CacheProvider>, target.root)}
    </div>
  );
}
