/**
 * navStyle 7 — left brand panel: a vertical primary panel on the left holding the logo and the
 * greeting, spanning two stacked rows on the right (utilities and search; then a light menu with
 * "More" beyond max(650, window - 820) px; 7 before measuring).
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, overflowCount, phone, phoneOnly, row, spacer, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const grid = css`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: stretch;
  ${phone} {
    grid-template-columns: 1fr;
  }
`;

const panel = css`
  background: ${themeVar.primary};
  color: ${themeVar.onPrimary};
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 8px;
  padding: 12px 24px;
  border-right: 4px solid ${themeVar.line};
  ${phone} {
    flex-direction: row;
    align-items: center;
    border-right: 0;
    padding: 8px 12px;
  }
`;

const right = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export default function Style7({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={7}>
      <div css={cx(container, grid)} style={{ padding: 0 }}>
        <div css={panel}>
          <Logo m={m} height={60} />
          <span css={hideOnPhone} style={{ fontSize: 12 }}>
            <Greeting m={m} />
          </span>
          <span css={cx(spacer, phoneOnly)} />
          <span css={phoneOnly} style={{ color: '#fff' }}>
            <SearchBox m={m} mode="compact" tone="dark" />
          </span>
          <Hamburger m={m} css={phoneOnly} />
        </div>
        <div css={cx(right, hideOnPhone)}>
          <div css={row} style={{ minHeight: 48, padding: '0 16px' }}>
            <UtilityLinks m={m} />
            <span css={spacer} />
            <SearchBox m={m} mode="full" />
          </div>
          <NavBand m={m} inline tone="light" maxVisible={overflowCount(m, 7, props?.moreAfter)} measure={props?.moreAfter === undefined} />
        </div>
      </div>
    </HeaderFrame>
  );
}
