/**
 * navStyle 11 — dark minimal: one dark bar with a small logo, the menu ("More" beyond
 * max(650, window - 820) px; 7 items before measuring), a hover-style search box (first click
 * opens, second searches) and the icon variant of the user area and language toggle. The legacy
 * author portal (site 735) sits with the icons.
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { SiteHeaderViewProps } from '../types';
import { AuthorPortal, Hamburger, HeaderFrame, LangToggle, Logo, NavBand, SearchBox, UserArea, CustomButtons, container, hideOnPhone, overflowCount, phoneOnly, row, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const bar = css`
  background: #1d1f24;
  color: #f1f1f1;
  border-bottom: 3px solid ${themeVar.primary};
  a,
  button {
    color: inherit;
  }
`;

export default function Style11({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={11}>
      <div css={bar}>
        <div css={cx(container, row)} style={{ minHeight: 60 }}>
          <Logo m={m} height={40} />
          <NavBand m={m} inline tone="dark" maxVisible={overflowCount(m, 7, props?.moreAfter)} measure={props?.moreAfter === undefined} />
          <SearchBox m={m} mode="hover" tone="dark" />
          <span css={cx(hideOnPhone, row)} style={{ gap: 4 }}>
            <CustomButtons m={m} />
            <AuthorPortal m={m} />
            <UserArea m={m} icons />
            <LangToggle m={m} icon />
          </span>
          <Hamburger m={m} css={phoneOnly} />
        </div>
      </div>
    </HeaderFrame>
  );
}
