/** The problems of the edited part under the editor; choosing one puts the editor cursor on it. */
import { css } from '@emotion/react';
import type { PartIssue } from './lintPart';
import { codeCss, colors, mutedCss, panelHeadingCss } from '../styles';

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 180px;
  overflow: auto;
  border: 1px solid ${colors.border};
  border-radius: 4px;
  li + li {
    border-top: 1px solid ${colors.border};
  }
  button {
    all: unset;
    box-sizing: border-box;
    display: grid;
    grid-template-columns: 88px minmax(80px, max-content) 1fr;
    gap: 8px;
    width: 100%;
    padding: 4px 8px;
    font-size: 12px;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${colors.accentSoft};
    }
    &:focus-visible {
      outline: 2px solid ${colors.accent};
      outline-offset: -2px;
    }
  }
`;

const sevCss = {
  error: css`
    color: ${colors.error};
    font-weight: 600;
  `,
  warning: css`
    color: ${colors.warning};
    font-weight: 600;
  `,
};

export function ErrorList({ issues, onPick }: { issues: PartIssue[]; onPick(issue: PartIssue): void }) {
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.length - errors;
  return (
    <section aria-labelledby="problems-heading" data-testid="problems">
      <h3
        id="problems-heading"
        css={[
          panelHeadingCss,
          css`
            margin: 8px 0 4px;
            font-size: 13px;
          `,
        ]}
      >
        Problems{' '}
        <span css={mutedCss} aria-live="polite" data-testid="problem-count">
          {issues.length === 0 ? 'none' : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}
        </span>
      </h3>
      {issues.length > 0 && (
        <ul css={listCss}>
          {issues.map((i, n) => (
            <li key={`${i.from}:${i.pointer}:${n}`}>
              <button type="button" onClick={() => onPick(i)} data-testid="problem" title="Go to this position in the editor">
                <span css={sevCss[i.severity]}>
                  Line {i.line}:{i.column}
                </span>
                <code css={codeCss}>{i.pointer || '/'}</code>
                <span>{i.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
