import { defineRule } from '../../rule';
import { channelTreeOf, isFirstOfId } from '../../channels';
import { fmt, idKey } from '../../context';

export default defineRule({
  meta: {
    id: 'parent-mismatch',
    severity: 'error',
    docs: "A nested channel's parentId differs from the channel it is nested in (the nesting decides).",
  },
  checkSites(sites, { report }) {
    for (const site of sites) {
      const tree = channelTreeOf(site);
      if (!tree) continue;
      for (const rec of tree.recs) {
        if (!isFirstOfId(tree, rec) || !rec.enclosing || !rec.parentIdNode) continue;
        if (idKey(rec.parentId) !== rec.enclosing.key) {
          report(tree.doc, rec.parentIdNode, `${rec.pointer}/parentId`, `parentId ${fmt(rec.parentId)} does not match the enclosing channel ${fmt(rec.enclosing.id)}`);
        }
      }
    }
  },
});
