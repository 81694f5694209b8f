/**
 * The editorial board: the selected member (photo, name, role, title, affiliation, research,
 * biography) beside the page's members grouped by role, 10 a page. Members are links
 * (/{lang}/editorial-board/{channel}/{expertId}), so every profile is a server-rendered page.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage, type PageContextValue } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { readerHref } from '../../shared/reader/links';
import { Pager } from '../../shared/reader/Pager';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { firstChannel, newsText } from '../news-list/model';
import { badge, focusRing } from '../news-list/ui';
import type { EditorialBoardData, EditorialBoardProps, Expert } from './load';

const rootCss = css`
  display: grid;
  grid-template-columns: minmax(220px, 320px) minmax(0, 1fr);
  grid-template-areas: 'list profile';
  gap: 24px 32px;
  margin: 0 0 32px;
  ${focusRing};
  .profile {
    grid-area: profile;
  }
  .list {
    grid-area: list;
  }
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'profile' 'list';
  }
`;

const profileCss = css`
  display: flex;
  gap: 24px;
  align-items: flex-start;
  padding: 20px;
  border: 1px solid #e5e5e5;
  border-top: 3px solid ${themeVar.primary};
  border-radius: 4px;
  .photo {
    flex: 0 0 140px;
    width: 140px;
    height: 180px;
    border-radius: 4px;
    object-fit: cover;
    background: ${themeVar.primary10};
  }
  .initials {
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 44px;
    color: ${themeVar.hover};
  }
  .text {
    flex: 1 1 auto;
    min-width: 0;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 22px;
    color: #1a1a1a;
  }
  dl {
    margin: 8px 0 0;
    font-size: 14px;
    line-height: 1.7;
  }
  dt {
    float: left;
    clear: left;
    color: #666;
  }
  dd {
    margin: 0 0 4px;
    color: #333;
  }
  .bio {
    margin: 12px 0 0;
    font-size: 15px;
    line-height: 1.8;
    color: #333;
  }
  @media (max-width: 560px) {
    flex-direction: column;
    align-items: center;
    .text {
      width: 100%;
    }
    .photo {
      flex-basis: auto;
    }
  }
`;

const listCss = css`
  h2 {
    margin: 16px 0 6px;
    padding-left: 8px;
    border-left: 4px solid ${themeVar.primary};
    font-size: 16px;
    color: #222;
  }
  h2:first-of-type {
    margin-top: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 8px 10px;
    border-bottom: 1px solid #f0f0f0;
    color: #333;
    text-decoration: none;
    line-height: 1.4;
  }
  a small {
    display: block;
    color: #666;
    font-size: 12px;
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
  a[aria-current='true'] {
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${themeVar.primary};
  }
`;

/** Consecutive members of one role, in board order. */
export function groupByRole(members: readonly Expert[]): { role: string; members: Expert[] }[] {
  const groups: { role: string; members: Expert[] }[] = [];
  for (const m of members) {
    const last = groups[groups.length - 1];
    if (last && last.role === m.role) last.members.push(m);
    else groups.push({ role: m.role, members: [m] });
  }
  return groups;
}

/** The board's channel segment of member links: the URL's, else the first editorial channel, else 0. */
function channelSegment(page: PageContextValue): string {
  return page.route.params.id ?? String(firstChannel(page.bundle.channels, ['editorial'])?.id ?? 0);
}

function memberHref(page: PageContextValue, id: number, pageNo: number): string {
  return readerHref(page, `editorial-board/${channelSegment(page)}/${id}`, { page: pageNo > 1 ? pageNo : undefined });
}

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length > 1 && /^[A-Za-z]/.test(name)) return parts.map((p) => p[0]).join('').slice(0, 2).toUpperCase();
  return name.slice(0, 1);
}

function Profile({ m }: { m: Expert }) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  const id = useId();
  const name = newsText(uiLang, m.name, m.enName);
  const role = newsText(uiLang, m.roleName, m.enRoleName);
  const title = newsText(uiLang, m.title, m.enTitle);
  const institution = newsText(uiLang, m.institution, m.enInstitution);
  const research = newsText(uiLang, m.research, m.enResearch);
  const bio = newsText(uiLang, m.bio, m.enBio);
  const photo = fileUrl(m.photo);
  return (
    <section css={profileCss} aria-labelledby={id} data-expert-id={m.id}>
      {photo ? (
        <img className="photo" src={photo} alt={t('newsPages.board.photo', { name })} width={140} height={180} />
      ) : (
        <span className="photo initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <div className="text">
        <h2 id={id}>
          {name}
          {role && (
            <>
              {' '}
              <span css={badge}>{role}</span>
            </>
          )}
        </h2>
        <dl>
          {title && (
            <>
              <dt>{t('newsPages.board.title')}{t('newsPages.colon')}</dt>
              <dd>{title}</dd>
            </>
          )}
          {institution && (
            <>
              <dt>{t('newsPages.board.institution')}{t('newsPages.colon')}</dt>
              <dd>{institution}</dd>
            </>
          )}
          {research && (
            <>
              <dt>{t('newsPages.board.research')}{t('newsPages.colon')}</dt>
              <dd>{research}</dd>
            </>
          )}
        </dl>
        {bio &&
          bio
            .split(/\n+/)
            .filter((p) => p.trim())
            .map((p, i) => (
              <p className="bio" key={i}>
                {p}
              </p>
            ))}
      </div>
    </section>
  );
}

export default function EditorialBoard({ data }: WidgetViewProps<EditorialBoardProps, EditorialBoardData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const result = data?.result;
  if (!result) return <StateNotice kind="loading" />;
  if (!result.ok) return <StateNotice kind="error" />;
  const { members, total, size } = result.data;
  const pageNo = result.data.page;
  if (members.length === 0) return <StateNotice kind="empty" />;
  const selected = data.notFound ? undefined : members.find((m) => m.id === data.selectedId);
  return (
    <div data-editorial-board="">
      <div css={rootCss}>
        <div className="profile">{selected ? <Profile m={selected} /> : <StateNotice kind="empty" />}</div>
        <nav className="list" css={listCss} aria-label={t('newsPages.board.members')}>
          {groupByRole(members).map((g, gi) => {
            const role = newsText(page.uiLang, g.members[0]!.roleName, g.members[0]!.enRoleName) || t('newsPages.board.member');
            return (
              <div key={`${g.role}-${gi}`}>
                <h2>{role}</h2>
                <ul>
                  {g.members.map((m) => {
                    const inst = newsText(page.uiLang, m.institution, m.enInstitution);
                    return (
                      <li key={m.id}>
                        <a href={memberHref(page, m.id, pageNo)} aria-current={m.id === selected?.id ? 'true' : undefined} data-expert-id={m.id}>
                          {newsText(page.uiLang, m.name, m.enName)}
                          {inst && <small>{inst}</small>}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>
      </div>
      <Pager total={total} page={pageNo} size={size} />
    </div>
  );
}
