/**
 * Tabs of the figures/tables and audio/video pages: plain links (server-rendered, crawlable,
 * navigated in place) in a labelled nav, the shown tab marked with aria-current="page".
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../engine/theme';

const tabsCss = css`
  margin: 0 0 16px;
  border-bottom: 2px solid ${themeVar.primary};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    min-width: 44px;
    padding: 8px 20px;
    border-radius: 4px 4px 0 0;
    color: #333;
    text-align: center;
    text-decoration: none;
    font-size: 15px;
    line-height: 1.5;
  }
  a:hover {
    color: ${themeVar.hover};
    background: ${themeVar.primary10};
  }
  a:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
  a[aria-current='page'] {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  @media (max-width: 640px) {
    a {
      padding: 6px 14px;
      font-size: 14px;
    }
  }
`;

export interface TabLink {
  key: string;
  href: string;
  text: string;
  current: boolean;
}

export function TabLinks({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav css={tabsCss} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined} data-tab={tab.key}>
              {tab.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
