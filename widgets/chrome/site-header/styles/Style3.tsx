/**
 * navStyle 3 — phone-like compact header at every width: one primary bar with the hamburger (the
 * slide-in side menu is the only menu), the mobile logo, a compact search (keyword max 125, the
 * one header variant with the shorter limit of spec 5) and icon-style user and language controls.
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { SiteHeaderViewProps } from '../types';
import { Hamburger, HeaderFrame, LangToggle, Logo, SearchBox, UserArea, container, hideOnPhone, row, spacer, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

export const STYLE3_MAX_LENGTH = 125;

const bar = css`
  background: ${themeVar.primary};
  color: ${themeVar.onPrimary};
  border-bottom: 3px solid ${themeVar.line};
  a,
  button {
    color: inherit;
  }
  img {
    filter: brightness(0) invert(1);
  }
`;

export default function Style3(_: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={3}>
      <div css={bar}>
        <div css={cx(container, row)} style={{ minHeight: 56, gap: 8 }}>
          <Hamburger m={m} />
          <Logo m={m} mobile height={36} />
          <span css={spacer} />
          <SearchBox m={m} mode="compact" tone="dark" maxLength={STYLE3_MAX_LENGTH} />
          <span css={hideOnPhone}>
            <UserArea m={m} icons />
          </span>
          <LangToggle m={m} />
        </div>
      </div>
    </HeaderFrame>
  );
}
