/** Head of the editorial board: the member named in the URL (name - board, biography or facts); 404 for an unknown member. */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import type { PageHeadPart } from '../../../engine/render/pageHead';
import { newsText } from '../news-list/model';
import type { EditorialBoardData } from './load';

export function editorialBoardHead({ data, page }: { data: EditorialBoardData | undefined; page: PageData }): PageHeadPart | undefined {
  if (!data?.result.ok) return undefined;
  if (data.notFound) return { status: 404, noindex: true };
  if (!data.explicit) return undefined;
  const m = data.result.data.members.find((x) => x.id === data.selectedId);
  if (!m) return undefined;
  const t = tFor(page.uiLang);
  const ch = page.channel;
  const board = (ch && (page.uiLang === 'en' ? ch.enName || ch.name : ch.name)) || t('pages.editorialBoard');
  const name = newsText(page.uiLang, m.name, m.enName);
  const facts = [newsText(page.uiLang, m.roleName, m.enRoleName), newsText(page.uiLang, m.title, m.enTitle), newsText(page.uiLang, m.institution, m.enInstitution)].filter(Boolean);
  const bio = newsText(page.uiLang, m.bio, m.enBio);
  return {
    title: `${name} - ${board}`,
    description: bio || [name, ...facts].join(page.uiLang === 'zh' ? '，' : ', '),
  };
}
