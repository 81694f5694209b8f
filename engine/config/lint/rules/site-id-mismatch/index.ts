import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { fmt, idKey } from '../../context';
import { siteValue } from '../../sites';

export default defineRule({
  meta: {
    id: 'site-id-mismatch',
    severity: 'error',
    docs: 'A site.json gives both `id` and `siteId`, and they differ.',
  },
  checkSites(sites, { report }) {
    for (const site of sites) {
      const v = siteValue(site);
      if (!v || !site.site || v.id === undefined || v.siteId === undefined || idKey(v.id) === idKey(v.siteId)) continue;
      report(site.site, childValue(site.site.root, 'id'), '/id', `id ${fmt(v.id)} differs from siteId ${fmt(v.siteId)}; both name the site`);
    }
  },
});
