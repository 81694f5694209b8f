/** Site records (sites/<sld>/site.json) as the site rules see them. */
import { type SiteFolder, isObject } from './context';

/** The site.json value when the file parsed to an object; undefined otherwise (or when absent). */
export function siteValue(site: SiteFolder): Record<string, unknown> | undefined {
  const doc = site.site;
  return doc?.ok && isObject(doc.value) ? doc.value : undefined;
}

/** The property naming the site: `siteId`, or the older `id` when siteId is absent. */
export function siteIdProp(value: Record<string, unknown>): 'siteId' | 'id' {
  return value.siteId !== undefined ? 'siteId' : 'id';
}
