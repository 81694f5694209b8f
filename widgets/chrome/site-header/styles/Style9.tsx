/**
 * navStyle 9 — one primary main bar holding the logo, exactly 6 menu items (the rest go into
 * "More", spec 2.4) and a compact search; utilities in a strip above.
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, phoneOnly, row, spacer, topStrip, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

/** Style 9's main bar shows 6 items. */
export const STYLE9_ITEMS = 6;

const mainBar = css`
  background: ${themeVar.primary};
  color: ${themeVar.onPrimary};
  border-bottom: 3px solid ${themeVar.line};
  a,
  button {
    color: inherit;
  }
`;

export default function Style9(_: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={9}>
      <div css={cx(topStrip, hideOnPhone)}>
        <div css={cx(container, row)}>
          <Greeting m={m} />
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
      </div>
      <div css={mainBar}>
        <div css={cx(container, row)} style={{ minHeight: 64 }}>
          <Logo m={m} height={44} />
          <NavBand m={m} inline tone="primary" align="end" maxVisible={STYLE9_ITEMS} />
          <SearchBox m={m} mode="compact" tone="dark" />
          <Hamburger m={m} css={phoneOnly} />
        </div>
      </div>
    </HeaderFrame>
  );
}
