/** Back-to-top button shared by both styles. */
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { useScrolledBeyond } from '../../shared/useScrolled';
import { THRESHOLD_STYLE1, THRESHOLD_STYLE2, createScroller, type Scroller } from './scroll';
import { cx } from '../../../engine/theme/cx';

export interface BackToTopProps {
  style?: 1 | 2;
  threshold?: number;
}

const base = css`
  position: fixed;
  right: 16px;
  bottom: 40px;
  z-index: 900;
  border: 0;
  cursor: pointer;
  display: flex;
  align-items: center;
  justify-content: center;
  flex-direction: column;
  gap: 2px;
  font: 12px/1.2 system-ui, sans-serif;
  transition:
    opacity 200ms ease,
    visibility 200ms;
`;

const look1 = css`
  width: 56px;
  height: 56px;
  border-radius: 4px;
  background: ${themeVar.primary};
  color: ${themeVar.onPrimary};
  &:hover {
    background: ${themeVar.hover};
  }
`;

const look2 = css`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: #fff;
  color: ${themeVar.primary};
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.2);
  &:hover {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
`;

export function BackToTopButton({ props, look }: WidgetViewProps<BackToTopProps> & { look: 1 | 2 }) {
  const { t } = useTranslation();
  const threshold = props?.threshold ?? (look === 1 ? THRESHOLD_STYLE1 : THRESHOLD_STYLE2);
  const visible = useScrolledBeyond(threshold);
  const scroller = useRef<Scroller | null>(null);
  useEffect(() => () => scroller.current?.cancel(), []);
  const label = t('backToTop.label');
  return (
    <button
      type="button"
      css={cx(base, look === 1 ? look1 : look2)}
      aria-label={label}
      title={label}
      data-back-to-top={look}
      style={{ opacity: visible ? 1 : 0, visibility: visible ? 'visible' : 'hidden' }}
      onClick={() => {
        scroller.current ??= createScroller(window);
        scroller.current.start(); // ignored while moving
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path d="M6 15l6-6 6 6" />
      </svg>
      {look === 1 && <span aria-hidden="true">{label}</span>}
    </button>
  );
}
