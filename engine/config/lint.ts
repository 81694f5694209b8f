/**
 * The site-configs linter (pure core; browser-safe). Each rule is a folder lint/rules/<id>/, listed
 * in lint/rules/index.ts. The node CLI lives in lint/node.ts and scripts/validate-config.ts.
 */
export { lintFiles, sortIssues, summarize } from './lint/core';
export type { LintFile, LintIssue, LintOptions, LintSeverity, LintValidate, LintValidationError } from './lint/types';
export { DOC_SCHEMAS, placeFile, docSchemaFor, type FilePlace, type Layer } from './lint/files';
export { LineMap, parseJson, parsePointer, pointerOf, resolvePointer } from './lint/positions';
export { formatIssue } from './lint/format';
export { rules } from './lint/rules';
export { defineRule, type Rule, type RuleMeta, type RuleContext, type FileRule, type SitesRule } from './lint/rule';
