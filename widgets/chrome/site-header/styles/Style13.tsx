/**
 * navStyle 13 — group portal: a primary top strip with the site name, the group entrance and the
 * utilities; a logo row with the full search box and advanced-search link; a light menu centred
 * with an underline on hover ("More" beyond window - 430 px, window - 820 when fixed; 9 items
 * before measuring).
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { SiteHeaderViewProps } from '../types';
import { Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, overflowCount, phoneOnly, row, spacer, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const strip = css`
  background: ${themeVar.primary};
  color: ${themeVar.onPrimary};
  font-size: 13px;
  line-height: 34px;
  a,
  button {
    color: inherit;
  }
`;

export default function Style13({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={13}>
      <div css={cx(strip, hideOnPhone)}>
        <div css={cx(container, row)}>
          <strong>{m.siteName}</strong>
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
      </div>
      <div css={cx(container, row)} style={{ minHeight: 84 }}>
        <Logo m={m} height={60} />
        <span css={spacer} />
        <span css={hideOnPhone}>
          <SearchBox m={m} mode="full" />
        </span>
        <span css={phoneOnly}>
          <SearchBox m={m} mode="compact" />
        </span>
        <Hamburger m={m} css={phoneOnly} />
      </div>
      <NavBand m={m} tone="light" align="center" maxVisible={overflowCount(m, 9, props?.moreAfter)} measure={props?.moreAfter === undefined} />
    </HeaderFrame>
  );
}
