import { isLang, type Lang, type PageKind } from './pageKinds';

/** Which of the two route families (spec 2.1) a URL used, or 'plain' for the top-level pages of spec 2.2. */
export type RouteFamily = 'lang' | 'sld' | 'plain';

export interface RouteMatch {
  family: RouteFamily;
  /** Site label from the path (sld family only). */
  sld?: string;
  /** Language from the path, if any. */
  lang?: Lang;
  pageKind: PageKind;
  /** Named path parameters (id, siteId, thesisId, year, issue, doi, code, ...). */
  params: Record<string, string>;
  query: Record<string, string>;
  pathname: string;
}

/** Top-level pages of spec 2.2, reachable without a language segment. */
const PLAIN_PAGES: Record<string, PageKind> = {
  thesisDetails: 'thesisDetails',
  virtualProjectDetail: 'virtualProjectDetail',
  news: 'news',
  newLink1: 'newLink1',
  newLeaguage: 'channel',
  newArticle: 'article',
  homeNav: 'home',
  article: 'article',
  textList: 'textList',
  audioList: 'audioList',
  informationList: 'informationList',
  othersList: 'othersList',
  searchPublication: 'searchPublication',
  seniorSearch: 'seniorSearch',
  bookList: 'bookList',
  mag: 'mag',
  currencyList: 'currencyList',
  rssList: 'rssList',
  emailSubscribe: 'emailSubscribe',
  new: 'news',
  aboutus: 'aboutus',
  academic: 'academic',
  science: 'science',
  newPeriodIntroduce: 'newPeriodIntroduce',
  newAlbumList: 'newAlbumList',
  newItemPage: 'newItemPage',
  login: 'login',
  quickLogin: 'quickLogin',
  register: 'register',
  forgetCode: 'forgetCode',
  accountBinding: 'accountBinding',
  personal: 'personal',
  errorPage: 'errorPage',
  forbiddenPage: 'forbiddenPage',
};

/** Names that can never be a site label, because they are pages or languages. */
export function isReservedSegment(seg: string): boolean {
  return seg in PLAIN_PAGES || isLang(seg) || seg === 'playground' || seg === 'rc-pub' || seg === 'assets' || seg === 'home';
}

const SLD_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;

type Matcher = (rest: string[]) => { pageKind: PageKind; params: Record<string, string> } | null;

/** Assign optional positional params; null when more segments than names. */
function opt(pageKind: PageKind, names: string[]): Matcher {
  return (rest) => {
    if (rest.length > names.length) return null;
    const params: Record<string, string> = {};
    rest.forEach((v, i) => (params[names[i]!] = v));
    return { pageKind, params };
  };
}

/** Pages after the language segment (spec 2.1), keyed by the first segment. */
const LANG_PAGES: Record<string, Matcher> = {
  home: opt('home', ['id']),
  issues: opt('issues', []),
  justAccepted: opt('justAccepted', []),
  onlineFirst: opt('onlineFirst', []),
  about: opt('about', ['id']),
  aboutus: opt('aboutus', ['id']),
  collectionList: opt('collectionList', ['id']),
  collections: opt('collections', ['virtualId']),
  info: opt('info', ['id']),
  newcomposite: opt('newcomposite', ['id']),
  news: opt('news', ['id']),
  newsDetails: opt('newsDetails', ['id']),
  'editorial-board': opt('editorialBoard', ['id', 'editorialId']),
  issue: opt('issue', ['year', 'issue']),
  newsInfo: opt('newsInfo', ['id', 'activeId']),
  thesis: opt('article', ['siteId', 'thesisId']),
  article: (rest) => {
    if (rest[0] === 'doi') {
      if (rest.length > 5) return null;
      const doi = rest.slice(1).join('/');
      const params: Record<string, string> = doi ? { doi } : {};
      return { pageKind: 'article', params };
    }
    if (rest.length > 2) return null;
    if (rest.length === 2) return { pageKind: 'article', params: { siteId: rest[0]!, thesisId: rest[1]! } };
    return { pageKind: 'article', params: rest[0] ? { thesisId: rest[0] } : {} };
  },
};

function matchAfterLang(rest: string[]): { pageKind: PageKind; params: Record<string, string> } | null {
  if (rest.length === 0) return { pageKind: 'home', params: {} };
  const [head, ...tail] = rest;
  const m = LANG_PAGES[head!];
  if (m) return m(tail);
  const plain = PLAIN_PAGES[head!];
  if (plain && tail.length === 0) return { pageKind: plain, params: {} };
  // catch-all /{lang}/{code}
  if (tail.length === 0) return { pageKind: 'channel', params: { code: head! } };
  return null;
}

function decode(seg: string): string {
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

export function parseQuery(search: string): Record<string, string> {
  const q: Record<string, string> = {};
  new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).forEach((v, k) => {
    q[k] = v;
  });
  return q;
}

/**
 * Resolve a URL path to a page kind. Returns null for paths no route family accepts (-> 404).
 * `/{lang}/...` is the lang family; `/{sld}/{lang?}/...` the sld family; `/{page}` (spec 2.2) plain.
 */
export function matchRoute(pathname: string, search = ''): RouteMatch | null {
  const query = parseQuery(search);
  const segs = pathname.split('/').filter(Boolean).map(decode);
  const base = { query, pathname };
  if (segs.length === 0) return { ...base, family: 'plain', pageKind: 'home', params: {} };
  const [first, ...rest] = segs;
  if (isLang(first)) {
    const m = matchAfterLang(rest);
    return m ? { ...base, family: 'lang', lang: first, ...m } : null;
  }
  const plain = PLAIN_PAGES[first!];
  if (plain) {
    if (rest.length === 0) return { ...base, family: 'plain', pageKind: plain, params: {} };
    if (plain === 'newPeriodIntroduce' || plain === 'newAlbumList' || plain === 'newItemPage') {
      // /newPeriodIntroduce/{siteId}/{channelId}/{lang}/
      if (rest.length > 3) return null;
      const [siteId, channelId, lang] = rest;
      const params: Record<string, string> = {};
      if (siteId) params.siteId = siteId;
      if (channelId) params.channelId = channelId;
      return { ...base, family: 'plain', pageKind: plain, params, lang: isLang(lang) ? lang : undefined };
    }
    return null;
  }
  if (!SLD_RE.test(first!)) return null;
  const sld = first!;
  if (rest.length > 0 && isLang(rest[0])) {
    const m = matchAfterLang(rest.slice(1));
    return m ? { ...base, family: 'sld', sld, lang: rest[0], ...m } : null;
  }
  const m = matchAfterLang(rest);
  return m ? { ...base, family: 'sld', sld, ...m } : null;
}
