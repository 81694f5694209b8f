/**
 * navStyle 1 — the classic journal header: a top strip (greeting; custom buttons, group entrance,
 * login/register, language), a row with the logo and the full search box, and a full-width
 * primary navigation band with dropdowns and a "More" overflow for the items beyond
 * min(1100, window - 180) px (8 items before measuring). Phone: logo, compact search and a hamburger
 * opening the side menu.
 */
import { css } from '@emotion/react';
import type { SiteHeaderViewProps } from '../types';
import {
  Greeting,
  Hamburger,
  HeaderFrame,
  Logo,
  NavBand,
  SearchBox,
  UtilityLinks,
  container,
  hideOnPhone,
  overflowCount,
  phone,
  phoneOnly,
  row,
  spacer,
  topStrip,
  useHeaderModel,
} from '../parts';
import { cx } from '../../../../engine/theme/cx';

const mainRow = css`
  min-height: 88px;
  ${phone} {
    min-height: 56px;
  }
`;

export default function Style1({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={1}>
      <div css={cx(topStrip, hideOnPhone)}>
        <div css={cx(container, row)}>
          <Greeting m={m} />
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
      </div>
      <div css={cx(container, row, mainRow)}>
        <Logo m={m} />
        <span css={spacer} />
        <span css={hideOnPhone}>
          <SearchBox m={m} mode="full" />
        </span>
        <span css={phoneOnly}>
          <SearchBox m={m} mode="compact" />
        </span>
        <Hamburger m={m} css={phoneOnly} />
      </div>
      <NavBand m={m} tone="primary" maxVisible={overflowCount(m, 8, props?.moreAfter)} measure={props?.moreAfter === undefined} />
    </HeaderFrame>
  );
}
