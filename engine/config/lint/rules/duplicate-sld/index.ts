import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import type { SiteFolder } from '../../context';
import { siteValue } from '../../sites';

export default defineRule({
  meta: {
    id: 'duplicate-sld',
    severity: 'error',
    docs: 'Two site.json files give the same `sld`: reported at the later site folder.',
  },
  checkSites(sites, { report }) {
    const slds = new Map<string, SiteFolder>();
    for (const site of sites) {
      const v = siteValue(site);
      if (!v || !site.site || typeof v.sld !== 'string') continue;
      const other = slds.get(v.sld);
      if (other) report(site.site, childValue(site.site.root, 'sld'), '/sld', `sld '${v.sld}' is already used by site folder ${other.sld}`);
      else slds.set(v.sld, site);
    }
  },
});
