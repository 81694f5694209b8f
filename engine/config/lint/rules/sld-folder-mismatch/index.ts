import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { siteValue } from '../../sites';

export default defineRule({
  meta: {
    id: 'sld-folder-mismatch',
    severity: 'error',
    docs: "A site.json's `sld` differs from its folder name (sites/<sld>/).",
  },
  checkSites(sites, { report }) {
    for (const site of sites) {
      const v = siteValue(site);
      if (!v || !site.site || typeof v.sld !== 'string' || v.sld === site.sld) continue;
      report(site.site, childValue(site.site.root, 'sld'), '/sld', `sld '${v.sld}' does not match the folder name '${site.sld}'`);
    }
  },
});
