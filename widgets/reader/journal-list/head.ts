/**
 * Head of the journal page: "Journals" (with the chosen category in front) and the listed
 * journals' names; with `?id=` the journal's name and description; an unknown id answers 404
 * (noindex). A keyword search is a result page: noindex.
 */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import type { PageHeadPart } from '../../../engine/render/pageHead';
import { pick } from '../../shared/reader/content';
import type { JournalListData } from './load';
import { categoryName, journalName } from './model';

export function journalListHead({ data, page }: { data: JournalListData | undefined; page: PageData }): PageHeadPart | undefined {
  const t = tFor(page.uiLang);
  const d = data?.detail;
  if (d?.state === 'notFound') return { title: t('libraryPages.journals.notFoundTitle'), status: 404, noindex: true };
  if (d?.state === 'found') {
    const name = journalName(page.uiLang, d.journal);
    return { title: name, description: pick(page.uiLang, d.journal.description, d.journal.enDescription) || name, ...(data?.q ? { noindex: true } : {}) };
  }
  const title = t('libraryPages.journals.title');
  const part: PageHeadPart = {
    title: data?.cat ? `${categoryName(page.uiLang, data.categories.find((c) => c.cat === data.cat), data.cat)} - ${title}` : title,
  };
  if (data?.q) part.noindex = true;
  if (data?.result.ok && data.result.data.list.length > 0) {
    const names = data.result.data.list.map((j) => journalName(page.uiLang, j)).filter(Boolean);
    part.description = t('libraryPages.journals.description', { names: names.join(t('libraryPages.sep')) });
  }
  return part;
}
