/**
 * Page links for a paged list. Plain links (`?page=N` on the current URL), so every page of a list
 * is server-rendered, crawlable and navigated in place like any other link.
 */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { themeVar } from '../../../engine/theme';
import { usePage } from '../../../engine/render/context';
import { withQuery } from './links';

const navCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
  margin: 24px 0;
  a,
  span {
    min-width: 34px;
    height: 34px;
    padding: 0 8px;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid #d0d0d0;
    border-radius: 4px;
    color: #333;
    text-decoration: none;
  }
  a:hover {
    border-color: ${themeVar.primary};
    color: ${themeVar.primary};
  }
  [aria-current='page'] {
    background: ${themeVar.primary};
    border-color: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
`;

/** Page numbers to show: first, last, and a window around the current one; 0 marks a gap. */
export function pageWindow(page: number, pages: number, around = 2): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= around) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pager({ total, page, size, param = 'page' }: { total: number; page: number; size: number; param?: string }) {
  const { t } = useTranslation();
  const ctx = usePage();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const href = (p: number) => withQuery(ctx, { [param]: p === 1 ? undefined : p });
  return (
    <nav css={navCss} aria-label={t('reader.pagination')}>
      {page > 1 && (
        <a href={href(page - 1)} rel="prev">
          {t('common.prev')}
        </a>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === 0 ? (
          <span key={`gap${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <a key={p} href={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('reader.pageN', { n: p })}>
            {p}
          </a>
        ),
      )}
      {page < pages && (
        <a href={href(page + 1)} rel="next">
          {t('common.next')}
        </a>
      )}
    </nav>
  );
}

/** The 1-based page number of a list from the URL query (`?page=N`), clamped to >= 1. */
export function pageParam(query: Record<string, string>, param = 'page'): number {
  const n = Number.parseInt(query[param] ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}
