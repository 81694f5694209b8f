import { defineRule } from '../../rule';
import { channelTreeOf, isFirstOfId, isRootParent } from '../../channels';
import { fmt, idKey } from '../../context';

export default defineRule({
  meta: {
    id: 'missing-parent',
    severity: 'error',
    docs: "A top-level channel's parentId names no channel of its site.",
  },
  checkSites(sites, { report }) {
    for (const site of sites) {
      const tree = channelTreeOf(site);
      if (!tree) continue;
      for (const rec of tree.recs) {
        if (!isFirstOfId(tree, rec) || rec.enclosing || isRootParent(rec.parentId)) continue;
        const key = idKey(rec.parentId);
        if (key !== undefined && !tree.byId.has(key)) {
          report(tree.doc, rec.parentIdNode, `${rec.pointer}/parentId`, `parentId ${fmt(rec.parentId)} does not name a channel of this site`);
        }
      }
    }
  },
});
