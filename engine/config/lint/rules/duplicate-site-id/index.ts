import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { type SiteFolder, fmt, idKey } from '../../context';
import { siteIdProp, siteValue } from '../../sites';

export default defineRule({
  meta: {
    id: 'duplicate-site-id',
    severity: 'error',
    docs: 'Two site.json files name the same siteId (or id): reported at the later site folder.',
  },
  checkSites(sites, { report }) {
    const ids = new Map<string, SiteFolder>();
    for (const site of sites) {
      const v = siteValue(site);
      if (!v || !site.site) continue;
      const idProp = siteIdProp(v);
      const key = idKey(v[idProp]);
      if (key === undefined) continue;
      const other = ids.get(key);
      if (other) report(site.site, childValue(site.site.root, idProp), `/${idProp}`, `${idProp} ${fmt(v[idProp])} is already used by site ${other.sld}`);
      else ids.set(key, site);
    }
  },
});
