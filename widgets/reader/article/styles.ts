/** Styles of the article page: one column, readable line length, themed accents; 375 px to 1440 px. */
import { css } from '@emotion/react';
import { themeVar } from '../../../engine/theme';

export const rootCss = css`
  color: #1a1a1a;
  line-height: 1.7;
  font-size: 15px;
  overflow-wrap: anywhere;
  h1 {
    margin: 4px 0 8px;
    font-size: 24px;
    line-height: 1.4;
  }
  @media (max-width: 767px) {
    h1 {
      font-size: 20px;
    }
  }
  h2 {
    margin: 0 0 12px;
    padding-left: 10px;
    border-left: 4px solid ${themeVar.primary};
    font-size: 18px;
    line-height: 1.4;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 16px;
  }
  a {
    /* the theme's darker shade: text links need 4.5:1 on white */
    color: ${themeVar.hover};
  }
  a:focus-visible,
  button:focus-visible,
  [tabindex='0']:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .head {
    padding-bottom: 16px;
    border-bottom: 1px solid #e5e5e5;
  }
  .badges {
    margin: 0;
  }
  .badge {
    display: inline-block;
    margin-right: 6px;
    padding: 0 8px;
    border-radius: 3px;
    font-size: 12px;
    line-height: 22px;
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
  .badge.oa {
    background: #fff3e0;
    color: #8a4b00;
  }
  .subtitle {
    margin: 0 0 8px;
    color: #555;
    font-size: 16px;
  }
  .authors {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin: 8px 0;
    padding: 0;
    list-style: none;
    font-size: 16px;
  }
  .authors sup {
    margin-left: 1px;
    font-size: 11px;
  }
  .corr a {
    text-decoration: none;
    font-weight: 700;
  }
  abbr {
    text-decoration: none;
  }
  .affs {
    margin: 4px 0;
    padding: 0;
    list-style: none;
    color: #555;
    font-size: 13px;
  }
  .note,
  .source,
  .other-site {
    margin: 6px 0;
    color: #555;
    font-size: 13px;
  }
  .journal {
    font-style: italic;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    margin-top: 12px;
  }
  .button {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 16px;
    border: 1px solid ${themeVar.primary};
    border-radius: 4px;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
    font-size: 14px;
    text-decoration: none;
    cursor: pointer;
  }
  .button:hover {
    background: ${themeVar.hover};
  }
  .button[disabled] {
    opacity: 0.7;
    cursor: progress;
  }
  .button.secondary {
    background: #fff;
    color: ${themeVar.hover};
  }
  .message {
    flex-basis: 100%;
    margin: 0;
    padding: 8px 12px;
    border-left: 4px solid #a4262c;
    background: #fdf3f4;
    color: #a4262c;
    font-size: 14px;
  }
  .toc ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 18px;
    margin: 12px 0 20px;
    padding: 8px 0;
    list-style: none;
    border-bottom: 1px solid #e5e5e5;
    font-size: 14px;
  }
  .part {
    margin: 0 0 28px;
    scroll-margin-top: 16px;
  }
  .abstract {
    margin: 0 0 8px;
    text-align: justify;
  }
  .keywords ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .keywords a {
    display: inline-block;
    padding: 2px 10px;
    border-radius: 14px;
    background: ${themeVar.primary10};
    text-decoration: none;
    font-size: 13px;
  }
  .keywords a:hover {
    text-decoration: underline;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 8px 24px;
    margin: 0;
  }
  dl > div {
    min-width: 0;
  }
  dt {
    color: #666;
    font-size: 13px;
  }
  dd {
    margin: 0;
  }
  .metrics {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .metrics dd {
    font-size: 20px;
    font-weight: 600;
    color: ${themeVar.hover};
  }
  .fulltext img,
  .figures img {
    max-width: 100%;
    height: auto;
  }
  .fulltext table,
  .table table {
    border-collapse: collapse;
    font-size: 13px;
  }
  .fulltext th,
  .fulltext td,
  .table th,
  .table td {
    padding: 4px 8px;
    border: 1px solid #ddd;
  }
  .fulltext .table-wrap,
  .scroll {
    overflow-x: auto;
    max-width: 100%;
  }
  .figures {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  figure {
    margin: 0 0 12px;
  }
  .figures a {
    display: block;
    border: 1px solid #e5e5e5;
    background: #fafafa;
  }
  .figures img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
  figcaption {
    margin-top: 6px;
    color: #444;
    font-size: 13px;
  }
  .refs {
    margin: 0;
    padding-left: 2.2em;
    font-size: 13px;
    color: #333;
  }
  .refs li {
    margin-bottom: 4px;
  }
  &.not-found {
    padding: 40px 16px;
    text-align: center;
  }
`;
