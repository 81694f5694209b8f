/**
 * Desktop navigation: an ARIA menubar with dropdowns of up to three levels.
 *
 * Keyboard (WAI-ARIA APG menubar pattern): Tab enters and leaves the bar (roving tabindex, one
 * tab stop); Left/Right move between top-level items; Down/Up/Enter/Space open a submenu and focus
 * its first/last item; inside a submenu Up/Down move, Right opens a third level (or moves to the
 * next top-level item), Left closes a level (or moves to the previous top-level item); Home/End
 * jump to the first/last item; Escape closes the current submenu and returns focus to its parent.
 * Mouse: hover opens, leaving the bar closes.
 *
 * Overflow: with `maxVisible`, items beyond that count move into a "More" (更多) entry whose
 * children are the overflowing items (their own children become its third level). That count is
 * what the server and the first client render show (hydration). With `fit`, the bar then measures
 * its top-level items in a hidden row and keeps as many as the style's width limit allows
 * (overflow.ts, spec 4), again on window resize (debounced 300 ms) and when the header becomes
 * fixed. Without a layout (phone widths, where the bar is hidden, or jsdom) the count stays.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { css } from '@emotion/react';
import type { MenuNode } from '../../../../engine/routing/menu';
import { themeVar } from '../../../../engine/theme';
import { ChevronIcon } from './icons';
import { MORE_WIDTH, RESIZE_DEBOUNCE_MS, menuWidthLimit, splitOverflow, visibleCount } from './overflow';
import { cx } from '../../../../engine/theme/cx';

export type MenuTone = 'primary' | 'light' | 'dark' | 'transparent';
export type MenuAlign = 'start' | 'center' | 'end' | 'spread';

export const MORE_KEY = '__more__';

/** Split top-level items into the first `maxVisible` and a More entry holding the rest (max 3 levels). */
export function withOverflow(items: MenuNode[], maxVisible: number | undefined, moreLabel: string): MenuNode[] {
  if (maxVisible === undefined || items.length <= maxVisible) return items;
  const { visible, more } = splitOverflow(items, maxVisible);
  const rest = more.map((n) => ({ ...n, children: n.children.map((c) => ({ ...c, children: [] })) }));
  if (!rest.length) return visible;
  return [...visible, { key: MORE_KEY, label: moreLabel, code: 'more', link: null, children: rest, channel: {} }];
}

/** What the width limit depends on (overflow.ts `menuWidthLimit`). */
export interface MenuFit {
  navStyle: number;
  /** The header is fixed (isCeiling or scrolled past). */
  fixed: boolean;
  siteId?: number;
}

interface NodeInfo {
  node: MenuNode;
  parentKey: string | null;
  siblings: MenuNode[];
  pos: number;
  depth: number;
  topPos: number;
}

function indexNodes(nodes: MenuNode[]): Map<string, NodeInfo> {
  const map = new Map<string, NodeInfo>();
  const walk = (list: MenuNode[], parentKey: string | null, depth: number, topPos: number) => {
    list.forEach((node, pos) => {
      const tp = depth === 0 ? pos : topPos;
      map.set(node.key, { node, parentKey, siblings: list, pos, depth, topPos: tp });
      walk(node.children, node.key, depth + 1, tp);
    });
  };
  walk(nodes, null, 0, 0);
  return map;
}

function normalisePath(href: string): string {
  const p = href.split(/[?#]/)[0] ?? '';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export interface MenuBarProps {
  items: MenuNode[];
  /** Accessible name of the menubar. */
  label: string;
  /** Label of the overflow entry ("More" / 更多). */
  moreLabel: string;
  /** Top-level items shown before More on the server and the first render; undefined = no overflow. */
  maxVisible?: number;
  /** Measure the items after mount and overflow by the style's width limit instead of the count. */
  fit?: MenuFit;
  tone?: MenuTone;
  align?: MenuAlign;
  /** Current pathname, to mark the active entry with aria-current. */
  currentPath?: string;
  /** Vertical menubar (submenus open to the side). */
  vertical?: boolean;
}

const toneCss: Record<MenuTone, ReturnType<typeof css>> = {
  primary: css`
    color: ${themeVar.onPrimary};
    > li > [role='menuitem']:hover,
    > li > [role='menuitem'][aria-expanded='true'],
    > li > [role='menuitem'][aria-current='page'] {
      background: ${themeVar.hover};
    }
  `,
  light: css`
    background: transparent;
    color: #222;
    > li > [role='menuitem'] {
      border-bottom: 2px solid transparent;
    }
    > li > [role='menuitem']:hover,
    > li > [role='menuitem'][aria-expanded='true'],
    > li > [role='menuitem'][aria-current='page'] {
      color: ${themeVar.primary};
      border-bottom-color: ${themeVar.primary};
    }
  `,
  dark: css`
    color: #f1f1f1;
    > li > [role='menuitem']:hover,
    > li > [role='menuitem'][aria-expanded='true'],
    > li > [role='menuitem'][aria-current='page'] {
      background: ${themeVar.primary};
    }
  `,
  transparent: css`
    background: transparent;
    color: #fff;
    > li > [role='menuitem']:hover,
    > li > [role='menuitem'][aria-expanded='true'],
    > li > [role='menuitem'][aria-current='page'] {
      background: rgba(255, 255, 255, 0.18);
    }
  `,
};

const barCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: nowrap;
  > li {
    position: relative;
  }
  > li > [role='menuitem'] {
    display: flex;
    align-items: center;
    gap: 4px;
    height: 48px;
    padding: 0 16px;
    white-space: nowrap;
    text-decoration: none;
    color: inherit;
    font: inherit;
    font-size: 15px;
    background: none;
    border: 0;
    cursor: pointer;
    box-sizing: border-box;
  }
`;

const verticalCss = css`
  flex-direction: column;
  > li > [role='menuitem'] {
    height: 40px;
    width: 100%;
    justify-content: space-between;
  }
  > li > [role='menu'] {
    top: 0;
    left: 100%;
  }
`;

const alignCss: Record<MenuAlign, ReturnType<typeof css>> = {
  start: css`
    justify-content: flex-start;
  `,
  center: css`
    justify-content: center;
  `,
  end: css`
    justify-content: flex-end;
  `,
  spread: css`
    justify-content: space-between;
    > li {
      flex: 1 1 0;
    }
    > li > [role='menuitem'] {
      justify-content: center;
      padding: 0 6px;
    }
  `,
};

const submenuCss = css`
  list-style: none;
  margin: 0;
  padding: 6px 0;
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 180px;
  background: #fff;
  color: #333;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.15);
  border-top: 2px solid ${themeVar.primary};
  z-index: 20;
  > li {
    position: relative;
  }
  > li > [role='menuitem'] {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    width: 100%;
    box-sizing: border-box;
    padding: 8px 16px;
    text-align: left;
    text-decoration: none;
    color: inherit;
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
    white-space: nowrap;
  }
  > li > [role='menuitem']:hover,
  > li > [role='menuitem']:focus,
  > li > [role='menuitem'][aria-expanded='true'] {
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
  [role='menu'] {
    top: -6px;
    left: 100%;
  }
`;

const alignRight = css`
  left: auto;
  right: 0;
  [role='menu'] {
    left: auto;
    right: 100%;
  }
`;

// Laid out like a top-level menuitem (barCss) but invisible and out of the flow: the natural width
// of every top-level item, including the ones currently inside More.
const measureCss = css`
  && {
    position: absolute;
    top: 0;
    left: 0;
    height: 0;
    overflow: hidden;
    visibility: hidden;
    pointer-events: none;
    display: flex;
    flex: none;
  }
  > span {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 4px;
    padding: 0 16px;
    font-size: 15px;
    white-space: nowrap;
    box-sizing: border-box;
  }
`;

/**
 * Browser only: the number of top-level items that fit the width limit of `fit`, from the widths
 * of the spans in `row`; null until measured (and whenever nothing is laid out).
 */
function useMeasuredCount(
  row: RefObject<HTMLElement | null>,
  fit: MenuFit | undefined,
  active: boolean,
  items: MenuNode[],
  beforeChange: RefObject<() => void>,
): number | null {
  const [count, setCount] = useState<number | null>(null);
  const last = useRef<number | null>(null);
  const navStyle = fit?.navStyle;
  const fixed = fit?.fixed ?? false;
  const siteId = fit?.siteId;
  useEffect(() => {
    if (!active || navStyle === undefined) {
      last.current = null;
      setCount(null);
      return;
    }
    const measure = () => {
      const spans = row.current ? [...row.current.children] : [];
      const widths = spans.map((el) => el.getBoundingClientRect().width);
      // hidden (phone layout) or not laid out: keep what is shown
      if (!widths.length || widths.some((w) => !(w > 0))) return;
      const limit = menuWidthLimit(navStyle, window.innerWidth, { fixed, siteId });
      const next = visibleCount(widths, limit, MORE_WIDTH);
      if (next === last.current) return;
      last.current = next;
      beforeChange.current();
      setCount(next);
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [row, active, navStyle, fixed, siteId, items, beforeChange]);
  return count;
}

export function MenuBar({ items, label, moreLabel, maxVisible, fit, tone = 'primary', align = 'start', currentPath, vertical }: MenuBarProps) {
  // the measuring row exists only in the browser after mount, so server and first render match
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const measuring = mounted && !!fit && maxVisible !== undefined;
  const measureRef = useRef<HTMLLIElement>(null);
  const barRef = useRef<HTMLUListElement>(null);
  // the focused element, if inside the bar, when the measured count changes
  const focusBefore = useRef<Element | null>(null);
  const noteFocus = useRef(() => {
    const el = document.activeElement;
    focusBefore.current = el && barRef.current?.contains(el) ? el : null;
  });
  const measured = useMeasuredCount(measureRef, fit, measuring, items, noteFocus);
  const count = measuring && measured !== null ? measured : maxVisible;
  const nodes = useMemo(() => withOverflow(items, count, moreLabel), [items, count, moreLabel]);
  const index = useMemo(() => indexNodes(nodes), [nodes]);
  const [open, setOpen] = useState<string[]>([]);
  const [active, setActiveTop] = useState(0);
  // the roving tab stop stays on the bar when items move into More
  const activeTop = Math.min(active, Math.max(0, nodes.length - 1));
  const refs = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  // the submenu a pointer opened by hovering, and when: the click that usually follows must not close it
  const hovered = useRef<{ key: string; at: number } | null>(null);
  const current = currentPath ? normalisePath(currentPath) : undefined;

  // an item that had focus moved into More: keep keyboard users on the bar (at the roving stop)
  useEffect(() => {
    const was = focusBefore.current;
    focusBefore.current = null;
    if (was && !was.isConnected) refs.current.get(nodes[activeTop]?.key ?? '')?.focus();
  }, [nodes, activeTop]);

  useEffect(() => {
    const k = pendingFocus.current;
    if (!k) return;
    pendingFocus.current = null;
    refs.current.get(k)?.focus();
  });

  const focusNode = useCallback((key: string, nextOpen?: string[]) => {
    if (nextOpen) {
      pendingFocus.current = key;
      setOpen(nextOpen);
    } else refs.current.get(key)?.focus();
  }, []);

  const moveTop = (fromTop: number, delta: number, openIt: boolean) => {
    const n = nodes.length;
    if (!n) return;
    const next = (((fromTop + delta) % n) + n) % n;
    const target = nodes[next]!;
    setActiveTop(next);
    focusNode(target.key, openIt && target.children.length ? [target.key] : []);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, node: MenuNode) => {
    const info = index.get(node.key);
    if (!info) return;
    const { depth, siblings, pos, parentKey, topPos } = info;
    const hasKids = node.children.length > 0;
    const openChild = (which: 'first' | 'last') => {
      const child = which === 'first' ? node.children[0]! : node.children[node.children.length - 1]!;
      focusNode(child.key, [...open.slice(0, depth), node.key]);
    };
    const vNext = vertical ? 'ArrowDown' : 'ArrowRight';
    const vPrev = vertical ? 'ArrowUp' : 'ArrowLeft';
    const vOpen = vertical ? 'ArrowRight' : 'ArrowDown';
    let handled = true;
    if (depth === 0) {
      switch (e.key) {
        case vNext:
          moveTop(pos, 1, open.length > 0);
          break;
        case vPrev:
          moveTop(pos, -1, open.length > 0);
          break;
        case vOpen:
        case 'Enter':
        case ' ':
          if (hasKids) openChild('first');
          else if (e.key === ' ') (e.currentTarget as HTMLElement).click();
          else handled = false; // Enter follows the link natively
          break;
        case 'ArrowUp':
          if (!vertical && hasKids) openChild('last');
          else handled = false;
          break;
        case 'Home':
          moveTop(0, 0, false);
          break;
        case 'End':
          moveTop(nodes.length - 1, 0, false);
          break;
        case 'Escape':
          setOpen([]);
          break;
        default:
          handled = false;
      }
    } else {
      const sib = (i: number) => siblings[((i % siblings.length) + siblings.length) % siblings.length]!;
      switch (e.key) {
        case 'ArrowDown':
          focusNode(sib(pos + 1).key);
          break;
        case 'ArrowUp':
          focusNode(sib(pos - 1).key);
          break;
        case 'Home':
          focusNode(siblings[0]!.key);
          break;
        case 'End':
          focusNode(siblings[siblings.length - 1]!.key);
          break;
        case 'ArrowRight':
          if (hasKids) openChild('first');
          else if (!vertical) moveTop(topPos, 1, true);
          break;
        case 'ArrowLeft':
          if (depth >= 2 && parentKey) focusNode(parentKey, open.slice(0, depth - 1));
          else if (vertical && parentKey) focusNode(parentKey, []);
          else moveTop(topPos, -1, true);
          break;
        case 'Enter':
        case ' ':
          if (hasKids) openChild('first');
          else if (e.key === ' ') (e.currentTarget as HTMLElement).click();
          else handled = false;
          break;
        case 'Escape':
          if (parentKey) focusNode(parentKey, open.slice(0, depth - 1));
          break;
        case 'Tab':
          setOpen([]);
          handled = false;
          break;
        default:
          handled = false;
      }
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  const setRef = (key: string) => (el: HTMLElement | null) => {
    if (el) refs.current.set(key, el);
    else refs.current.delete(key);
  };

  const renderItem = (node: MenuNode, depth: number, pos: number) => {
    const hasKids = node.children.length > 0;
    const expanded = hasKids && open[depth] === node.key;
    const isCurrent = !!current && !!node.link && !node.link.external && normalisePath(node.link.href) === current;
    const common = {
      ref: setRef(node.key),
      role: 'menuitem',
      tabIndex: depth === 0 && pos === activeTop ? 0 : -1,
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, node),
      onFocus: depth === 0 ? () => setActiveTop(pos) : undefined,
      'aria-haspopup': hasKids ? ('menu' as const) : undefined,
      'aria-expanded': hasKids ? expanded : undefined,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'data-key': node.key,
    };
    const content = (
      <>
        <span>{node.label}</span>
        {hasKids && <ChevronIcon dir={depth === 0 && !vertical ? 'down' : 'right'} />}
      </>
    );
    const el = node.link ? (
      <a
        {...common}
        href={node.link.href}
        target={node.link.newTab ? '_blank' : undefined}
        rel={node.link.newTab ? 'noopener noreferrer' : undefined}
      >
        {content}
      </a>
    ) : (
      <button
        {...common}
        type="button"
        onClick={() => {
          if (!hasKids) return;
          const justHovered = hovered.current?.key === node.key && Date.now() - hovered.current.at < 800;
          setOpen(expanded && !justHovered ? open.slice(0, depth) : [...open.slice(0, depth), node.key]);
        }}
      >
        {content}
      </button>
    );
    const lastTop = depth === 0 && pos >= nodes.length - 2 && nodes.length > 3;
    return (
      <li
        role="none"
        key={node.key}
        onMouseEnter={
          hasKids
            ? () => {
                hovered.current = { key: node.key, at: Date.now() };
                setOpen([...open.slice(0, depth), node.key]);
              }
            : () => depth < open.length && setOpen(open.slice(0, depth))
        }
      >
        {el}
        {hasKids && (
          <ul role="menu" aria-label={node.label} css={cx(submenuCss, lastTop && alignRight)} style={expanded ? undefined : { display: 'none' }}>
            {node.children.map((c, i) => renderItem(c, depth + 1, i))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <ul
      ref={barRef}
      role="menubar"
      className="masthead-menu"
      aria-label={label}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      css={cx(barCss, toneCss[tone], alignCss[align], vertical && verticalCss)}
      onMouseLeave={() => setOpen([])}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen([]);
      }}
    >
      {nodes.map((n, i) => renderItem(n, 0, i))}
      {measuring && (
        <li role="none" aria-hidden="true" css={measureCss} ref={measureRef} data-menu-measure="">
          {items.map((n) => (
            <span key={n.key}>
              {n.label}
              {n.children.length > 0 && <ChevronIcon dir="down" />}
            </span>
          ))}
        </li>
      )}
    </ul>
  );
}
