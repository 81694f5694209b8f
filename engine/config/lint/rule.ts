/**
 * What a lint rule is. Each rule lives in its own folder, engine/config/lint/rules/<id>/ (the rule in
 * index.ts, its fixture tree and its test beside it), and rules/index.ts lists them all.
 *
 * A rule looks either at one file at a time (`checkFile`) or across the site folders (`checkSites`:
 * channel trees, module lists against channels, site records). It reports through `ctx.report`,
 * which stamps the issue with the rule's id and severity.
 */
import type { LintOptions, LintSeverity } from './types';
import type { Doc, Report, SiteFolder } from './context';

export interface RuleMeta {
  /** The id issues carry (LintIssue.rule); also the rule's folder name. */
  id: string;
  severity: LintSeverity;
  /** One line: what the rule reports. */
  docs: string;
  /**
   * Ids of rules whose issue at the same file and pointer this rule's issue replaces, because it says
   * more (e.g. 'unknown-page-kind' instead of the layout schema's enum error at /page).
   */
  supersedes?: readonly string[];
}

export interface RuleContext {
  readonly opts: LintOptions;
  /** An issue of this rule at a node (its first character), at an offset, or at the start of the file. */
  readonly report: Report;
}

export interface FileRule {
  meta: RuleMeta;
  /**
   * Also check files that do not parse or are not where site-configs files go; otherwise checkFile
   * sees only placed files whose JSON parsed (`doc.ok`, `doc.value` set).
   */
  everyFile?: boolean;
  checkFile(doc: Doc, ctx: RuleContext): void;
}

export interface SitesRule {
  meta: RuleMeta;
  /** The site folders (sites/<sld>/), sorted by folder name; their documents may not have parsed. */
  checkSites(sites: readonly SiteFolder[], ctx: RuleContext): void;
}

export type Rule = FileRule | SitesRule;

export function defineRule<R extends Rule>(rule: R): R {
  return rule;
}

export function isFileRule(rule: Rule): rule is FileRule {
  return 'checkFile' in rule;
}
