import { defineRule } from '../../rule';
import { channelTreeOf, isFirstOfId } from '../../channels';
import { fmt } from '../../context';

export default defineRule({
  meta: {
    id: 'menu-depth',
    severity: 'error',
    docs: 'A channel nested deeper than the menu allows (3 levels unless maxMenuDepth says otherwise): reported at the first channel too deep.',
  },
  checkSites(sites, { opts, report }) {
    const maxDepth = opts.maxMenuDepth ?? 3;
    for (const site of sites) {
      const tree = channelTreeOf(site);
      if (!tree) continue;
      for (const rec of tree.recs) {
        if (isFirstOfId(tree, rec) && tree.depthOf(rec) === maxDepth + 1) {
          report(tree.doc, rec.node, rec.pointer, `menu depth ${maxDepth + 1} exceeds the maximum of ${maxDepth} (channel ${fmt(rec.id)})`);
        }
      }
    }
  },
});
