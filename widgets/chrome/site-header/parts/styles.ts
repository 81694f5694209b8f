/** Shared header styles. Colours come from the theme CSS variables (engine/theme). */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';

/** Below this width the phone layout applies (hamburger + side menu). */
export const PHONE_MAX = 768;
export const phone = `@media (max-width: ${PHONE_MAX}px)`;
export const desktop = `@media (min-width: ${PHONE_MAX + 1}px)`;

export { visuallyHidden } from '../../../shared/visuallyHidden';

export const container = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px;
  box-sizing: border-box;
`;

export const headerRoot = css`
  font-family: system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif;
  font-size: 14px;
  color: #222;
  background: #fff;
  position: relative;
  z-index: 100;
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
`;

export const topStrip = css`
  background: ${themeVar.primary10};
  color: #444;
  font-size: 13px;
  line-height: 32px;
`;

export const row = css`
  display: flex;
  align-items: center;
  gap: 16px;
`;

export const spacer = css`
  flex: 1 1 auto;
`;

export const hideOnPhone = css`
  ${phone} {
    display: none !important;
  }
`;

export const phoneOnly = css`
  ${desktop} {
    display: none !important;
  }
`;

export const linkButton = css`
  background: none;
  border: 0;
  padding: 4px 6px;
  font: inherit;
  color: inherit;
  cursor: pointer;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  border-radius: 3px;
  &:hover {
    color: ${themeVar.primary};
  }
`;

export const iconButton = css`
  ${linkButton};
  width: 36px;
  height: 36px;
  justify-content: center;
  padding: 0;
`;

export const greetingCss = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  min-width: 0;
`;
