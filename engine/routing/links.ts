import type { Lang } from './pageKinds';
import type { RouteMatch } from './match';

/**
 * Build an in-site path in the same route family as the current page:
 * `/{lang}/home` in the lang family, `/{sld}/{lang}/home` in the sld family.
 * `path` is the part after the language, e.g. 'home' or 'issue/2024/3'.
 */
export function sitePath(route: Pick<RouteMatch, 'family' | 'sld'>, lang: Lang, path: string): string {
  const clean = path.replace(/^\/+/, '');
  const tail = clean ? `/${clean}` : '';
  if (route.family === 'sld' && route.sld) return `/${route.sld}/${lang}${tail}`;
  return `/${lang}${tail}`;
}

/** Replace (or insert) the language segment of a path in either family. */
export function withLang(route: RouteMatch, lang: Lang): string {
  const segs = route.pathname.split('/').filter(Boolean);
  if (route.family === 'lang') segs[0] = lang;
  else if (route.family === 'sld') {
    if (route.lang) segs[1] = lang;
    else segs.splice(1, 0, lang);
  } else return `/${lang}/home`;
  const qs = new URLSearchParams(route.query).toString();
  return `/${segs.map(encodeURIComponent).join('/')}${qs ? `?${qs}` : ''}`;
}
