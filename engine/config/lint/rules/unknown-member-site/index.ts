import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { fmt, idKey } from '../../context';
import { siteIdProp, siteValue } from '../../sites';

export default defineRule({
  meta: {
    id: 'unknown-member-site',
    severity: 'error',
    docs: "A group's memberSiteIds names a site no site.json has (not checked when a site.json is unreadable or the tree is partial).",
  },
  checkSites(sites, { opts, report }) {
    if (opts.partialTree) return;
    const ids = new Set<string>();
    for (const site of sites) {
      if (!site.site) continue;
      const v = siteValue(site);
      if (!v) return; // an unreadable site.json: its id is unknown
      const key = idKey(v[siteIdProp(v)]);
      if (key !== undefined) ids.add(key);
    }
    for (const site of sites) {
      const doc = site.site;
      if (!doc || !siteValue(site)) continue;
      const members = childValue(doc.root, 'memberSiteIds');
      if (members?.type !== 'array') continue;
      (members.children ?? []).forEach((m, i) => {
        const key = idKey(m.value);
        if (key === undefined || ids.has(key)) return;
        report(doc, m, `/memberSiteIds/${i}`, `memberSiteIds names site ${fmt(m.value)}, which does not exist`);
      });
    }
  },
});
