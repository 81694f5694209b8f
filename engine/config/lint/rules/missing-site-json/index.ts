import { defineRule } from '../../rule';

export default defineRule({
  meta: {
    id: 'missing-site-json',
    severity: 'error',
    docs: 'A site folder without site.json: reported at the start of its first file.',
  },
  checkSites(sites, { report }) {
    for (const site of sites) {
      const anchor = site.docs[0];
      if (!site.site && anchor) report(anchor, undefined, '', `site folder sites/${site.sld}/ has no site.json`);
    }
  },
});
