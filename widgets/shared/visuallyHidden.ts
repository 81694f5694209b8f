import { css } from '@emotion/react';

/** Text for screen readers only: out of sight, still read aloud and still in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
