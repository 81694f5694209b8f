/** Styles of the search pages (theme colours through themeVar; phone layout below 768 px). */
import { css } from '@emotion/react';
import { themeVar } from '../../../engine/theme';

export const narrow = '@media (max-width: 767px)';

export { visuallyHidden } from '../../shared/visuallyHidden';

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
`;

export const pageCss = css`
  max-width: 1200px;
  margin: 0 auto 32px;
  padding: 0 16px;
  box-sizing: border-box;
  color: #222;
  font-size: 15px;
  line-height: 1.6;
  a {
    color: ${themeVar.primary};
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  summary:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
  em.hl {
    font-style: normal;
    color: #b3261e;
  }
  .echo {
    margin: 0 0 12px;
    padding: 10px 14px;
    background: ${themeVar.primary10};
    border-radius: 4px;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .echo .links {
    margin-left: auto;
    display: flex;
    gap: 12px;
  }
  .echo .links a {
    color: ${themeVar.hover};
  }
  .echo strong {
    word-break: break-all;
  }
  .body {
    display: grid;
    grid-template-columns: 240px minmax(0, 1fr);
    gap: 24px;
    align-items: start;
    ${narrow} {
      grid-template-columns: minmax(0, 1fr);
      gap: 12px;
    }
  }
  .count {
    margin: 0 0 8px;
    font-weight: 600;
  }
  .notice {
    margin: 8px 0;
    padding: 8px 12px;
    border-left: 3px solid #a4262c;
    background: #fdf3f3;
    color: #a4262c;
  }
  .results {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export const tabsCss = css`
  margin: 0 0 12px;
  border-bottom: 2px solid ${themeVar.primary};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: 2px;
    overflow-x: auto;
    -webkit-overflow-scrolling: touch;
  }
  a {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    white-space: nowrap;
    padding: 8px 16px;
    color: #333;
    text-decoration: none;
    border-radius: 4px 4px 0 0;
    background: #f4f4f4;
  }
  a:hover {
    color: ${themeVar.primary};
  }
  a[aria-current='page'] {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .n {
    font-size: 12px;
  }
`;

export const optionRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 6px 0;
  font-size: 14px;
  .label {
    color: #555;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  a {
    display: inline-block;
    padding: 2px 10px;
    border: 1px solid #d0d0d0;
    border-radius: 14px;
    color: #333;
    text-decoration: none;
  }
  a:hover {
    border-color: ${themeVar.primary};
    color: ${themeVar.primary};
  }
  a[aria-current='true'] {
    background: ${themeVar.primary};
    border-color: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
`;

export const chipsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 6px 0;
  font-size: 14px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  a.chip {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 8px;
    border-radius: 4px;
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
    text-decoration: none;
  }
`;

export const formCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 8px 0 12px;
  label {
    font-size: 14px;
    color: #555;
  }
  input,
  select {
    height: 34px;
    padding: 0 8px;
    border: 1px solid #c8c8c8;
    border-radius: 4px;
    font-size: 14px;
    box-sizing: border-box;
  }
  input[type='search'] {
    flex: 1 1 200px;
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: #a4262c;
  }
  button {
    height: 34px;
    padding: 0 16px;
    border: 0;
    border-radius: 4px;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
    font-size: 14px;
    cursor: pointer;
  }
  button:hover {
    background: ${themeVar.hover};
  }
  .error {
    flex-basis: 100%;
    margin: 0;
    color: #a4262c;
    font-size: 14px;
  }
  .error:empty {
    display: none;
  }
`;

export const facetsCss = css`
  font-size: 14px;
  .toggle {
    display: none;
    width: 100%;
    height: 40px;
    border: 1px solid #d0d0d0;
    border-radius: 4px;
    background: #fff;
    color: #222;
    font-size: 15px;
    text-align: left;
    padding: 0 12px;
    cursor: pointer;
  }
  .toggle::after {
    content: '▾';
    float: right;
  }
  .toggle[aria-expanded='true']::after {
    content: '▴';
  }
  h2 {
    font-size: 16px;
    margin: 0 0 8px;
  }
  section {
    margin: 0 0 14px;
    padding-bottom: 10px;
    border-bottom: 1px solid #eee;
  }
  h3 {
    font-size: 15px;
    margin: 0 0 6px;
    color: ${themeVar.primary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 2px 0;
  }
  .facet {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    padding: 2px 0;
    color: #333;
    text-decoration: none;
    word-break: break-word;
  }
  a.facet:hover .text {
    color: ${themeVar.primary};
    text-decoration: underline;
  }
  .box {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 4px;
    border: 1px solid #888;
    border-radius: 2px;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 11px;
    line-height: 1;
  }
  .facet[data-selected] .box {
    background: ${themeVar.primary};
    border-color: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .facet[aria-disabled='true'] {
    color: #6b6b6b;
  }
  .n {
    margin-left: auto;
    padding-left: 6px;
    color: #666;
  }
  .note {
    margin: 0 0 6px;
    color: #a4262c;
  }
  details summary {
    cursor: pointer;
    color: ${themeVar.primary};
    margin: 4px 0;
  }
  ${narrow} {
    .toggle {
      display: block;
    }
    .panel {
      display: none;
      margin-top: 8px;
    }
    .panel.open {
      display: block;
    }
  }
`;

export const itemCss = css`
  border-bottom: 1px solid #eee;
  padding-bottom: 12px;
  & > article {
    border-bottom: 0;
    padding-bottom: 4px;
  }
  .meta {
    margin: 2px 0;
    font-size: 14px;
    color: #555;
    line-height: 1.6;
  }
  .snippet {
    margin: 4px 0;
    font-size: 14px;
    color: #444;
    line-height: 1.7;
  }
  .kind {
    display: inline-block;
    margin-right: 6px;
    padding: 0 6px;
    border-radius: 3px;
    font-size: 12px;
    line-height: 20px;
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
`;

export const resourceCss = css`
  display: flex;
  gap: 12px;
  padding: 14px 0 4px;
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
    line-height: 1.5;
    font-weight: 600;
  }
  h3 a {
    color: #1a1a1a;
    text-decoration: none;
  }
  h3 a:hover {
    color: ${themeVar.primary};
    text-decoration: underline;
  }
  img {
    flex: none;
    width: 120px;
    height: 90px;
    object-fit: contain;
    background: #f6f6f6;
    border: 1px solid #eee;
  }
  .text {
    min-width: 0;
    flex: 1;
  }
  ${narrow} {
    img {
      width: 80px;
      height: 60px;
    }
  }
`;
