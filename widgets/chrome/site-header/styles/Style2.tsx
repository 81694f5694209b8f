/**
 * navStyle 2 — inline light header: one white row with the logo, an inline menu underlined in the
 * theme colour ("More" beyond max(650, window - 820) px; 6 items before measuring) and a compact
 * search icon; a top strip with greeting and utilities; a bottom line in the theme's line colour.
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, overflowCount, phoneOnly, row, spacer, topStrip, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const mainRow = css`
  min-height: 72px;
  border-bottom: 2px solid ${themeVar.line};
`;

export default function Style2({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={2}>
      <div css={cx(topStrip, hideOnPhone)}>
        <div css={cx(container, row)}>
          <Greeting m={m} />
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
      </div>
      <div css={mainRow}>
        <div css={cx(container, row)} style={{ minHeight: 72 }}>
          <Logo m={m} height={48} />
          <NavBand m={m} inline tone="light" align="end" maxVisible={overflowCount(m, 6, props?.moreAfter)} measure={props?.moreAfter === undefined} />
          <SearchBox m={m} mode="compact" />
          <Hamburger m={m} css={phoneOnly} />
        </div>
      </div>
    </HeaderFrame>
  );
}
