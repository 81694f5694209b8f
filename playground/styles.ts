/** Shared styles of the playground's own interface (the preview is styled by the widgets). */
import { css } from '@emotion/react';

export const colors = {
  border: '#d5d9e0',
  muted: '#5c6470',
  accent: '#1f5fa8',
  accentSoft: '#e8f0fa',
  error: '#b3261e',
  errorSoft: '#fdecea',
  warning: '#8a5a00',
  warningSoft: '#fff4d6',
  ok: '#2e7d32',
  panel: '#f6f7f9',
};

export const buttonCss = css`
  font: inherit;
  font-size: 13px;
  padding: 4px 10px;
  border: 1px solid ${colors.border};
  border-radius: 4px;
  background: #fff;
  color: #1f2329;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${colors.accent};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &[aria-pressed='true'],
  &[aria-selected='true'] {
    background: ${colors.accent};
    border-color: ${colors.accent};
    color: #fff;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 1px;
  }
`;

export const fieldCss = css`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  font-size: 12px;
  color: ${colors.muted};
  select,
  input {
    font: inherit;
    font-size: 13px;
    color: #1f2329;
    padding: 3px 6px;
    border: 1px solid ${colors.border};
    border-radius: 4px;
    background: #fff;
    min-height: 28px;
  }
`;

export const panelHeadingCss = css`
  font-size: 14px;
  font-weight: 600;
  margin: 0;
`;

export const mutedCss = css`
  color: ${colors.muted};
  font-size: 12px;
`;

export const codeCss = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 12px;
`;

export const preCss = css`
  ${codeCss};
  margin: 0;
  padding: 8px;
  background: ${colors.panel};
  border: 1px solid ${colors.border};
  border-radius: 4px;
  overflow: auto;
  max-height: 320px;
  white-space: pre;
`;

export const alertCss = css`
  padding: 6px 10px;
  border-radius: 4px;
  font-size: 13px;
  background: ${colors.errorSoft};
  color: ${colors.error};
  border: 1px solid #f3c2bd;
`;

export const noteCss = css`
  padding: 6px 10px;
  border-radius: 4px;
  font-size: 13px;
  background: ${colors.warningSoft};
  color: ${colors.warning};
  border: 1px solid #f0d99a;
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
