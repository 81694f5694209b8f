/** Head of the "other resources" page: its name and the names of the listed collections. */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import type { PageHeadPart } from '../../../engine/render/pageHead';
import { pick } from '../../shared/reader/content';
import type { OthersListData } from './load';

export function othersListHead({ data, page }: { data: OthersListData | undefined; page: PageData }): PageHeadPart | undefined {
  const t = tFor(page.uiLang);
  const part: PageHeadPart = { title: t('libraryPages.others.title') };
  if (data?.result.ok && data.result.data.list.length > 0) {
    const names = data.result.data.list.map((c) => pick(page.uiLang, c.name, c.enName)).filter(Boolean);
    part.description = t('libraryPages.others.description', { names: names.join(t('libraryPages.sep')) });
  }
  return part;
}
