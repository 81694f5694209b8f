import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import { i18nFor } from '../../../engine/i18n';
import schema from './schema.json';
import type { EditorialBoardData, EditorialBoardProps } from './load';
import { newsText } from '../news-list/model';

/** /{lang}/editorial-board/{id}/{editorialId}: the board by role, 10 a page, one member's profile. */
export default defineWidget<EditorialBoardProps, EditorialBoardData>({
  type: 'editorial-board',
  version: 1,
  family: 'reader',
  title: 'Editorial board',
  description: 'Board members grouped by role, 10 a page (spec 9); the member of the URL (else the first) with photo, title, affiliation and biography.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: async (ctx) => (await import('./load')).loadEditorialBoard(ctx),
  head: ({ data, page }) => {
    if (!data?.result.ok) return undefined;
    if (data.notFound) return { status: 404, noindex: true };
    if (!data.explicit) return undefined;
    const m = data.result.data.members.find((x) => x.id === data.selectedId);
    if (!m) return undefined;
    const t = i18nFor(page.uiLang).t;
    const ch = page.channel;
    const board = (ch && (page.uiLang === 'en' ? ch.enName || ch.name : ch.name)) || t('pages.editorialBoard');
    const name = newsText(page.uiLang, m.name, m.enName);
    const facts = [newsText(page.uiLang, m.roleName, m.enRoleName), newsText(page.uiLang, m.title, m.enTitle), newsText(page.uiLang, m.institution, m.enInstitution)].filter(Boolean);
    const bio = newsText(page.uiLang, m.bio, m.enBio);
    return {
      title: `${name} - ${board}`,
      description: bio || [name, ...facts].join(page.uiLang === 'zh' ? '，' : ', '),
    };
  },
  static: true,
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Editorial board', props: {} }],
});
