import type { LintIssue } from './types';

/** `file:line:column  pointer  message`; warnings say so; the root pointer prints as '/'. */
export function formatIssue(i: LintIssue): string {
  const msg = i.severity === 'warning' ? `warning: ${i.message}` : i.message;
  return `${i.file}:${i.line}:${i.column}  ${i.pointer || '/'}  ${msg}`;
}
