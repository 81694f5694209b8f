/** Small style pieces the news, board and collection widgets share. */
import { css } from '@emotion/react';
import { themeVar } from '../../../engine/theme';

export { visuallyHidden as srOnly } from '../../shared/visuallyHidden';

/** A small label in front of a title (pinned, reprint, role). */
export const badge = css`
  display: inline-block;
  margin-right: 6px;
  padding: 0 6px;
  border-radius: 3px;
  font-size: 12px;
  font-weight: normal;
  line-height: 20px;
  vertical-align: 2px;
  background: ${themeVar.primary10};
  color: ${themeVar.hover};
  white-space: nowrap;
`;

/** A visible keyboard focus ring in the theme colour. */
export const focusRing = css`
  a:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
`;
