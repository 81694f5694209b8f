/** Names and links of a journal on the journal page: its own site is reached by its site label. */
import { sitePath } from '../../../engine/routing/links';
import type { Lang, UiLang } from '../../../engine/routing/pageKinds';
import { pick } from '../../shared/reader/content';
import type { Journal, JournalCategory } from './load';

export function journalName(uiLang: UiLang, j: Pick<Journal, 'name' | 'enName'>): string {
  return pick(uiLang, j.name, j.enName);
}

/**
 * The journal's own home page: /{sld}/{lang}/home (the site-label route, as the header's group
 * entrance links a group), else its domain; undefined when the journal has neither.
 */
export function journalHome(j: Pick<Journal, 'sld' | 'domain'>, lang: Lang): string | undefined {
  if (j.sld) return sitePath({ family: 'sld', sld: j.sld }, lang, 'home');
  if (j.domain) return `https://${j.domain.replace(/^https?:\/\//i, '').replace(/\/+$/, '')}/`;
  return undefined;
}

/** An issue of the journal on its own site. */
export function journalIssueHref(j: Pick<Journal, 'sld'>, lang: Lang, year: number, issue: number | string): string | undefined {
  return j.sld ? sitePath({ family: 'sld', sld: j.sld }, lang, `issue/${year}/${issue}`) : undefined;
}

export function categoryName(uiLang: UiLang, c: JournalCategory | undefined, cat: string): string {
  return c ? pick(uiLang, c.name, c.enName) || c.cat : cat;
}
