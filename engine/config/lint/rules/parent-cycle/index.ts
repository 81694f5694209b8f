import { defineRule } from '../../rule';
import { channelTreeOf } from '../../channels';
import { fmt } from '../../context';

export default defineRule({
  meta: {
    id: 'parent-cycle',
    severity: 'error',
    docs: 'Channels whose parents lead back to themselves: reported once, at the cycle member first in the file.',
  },
  checkSites(sites, { report }) {
    for (const site of sites) {
      const tree = channelTreeOf(site);
      for (const { first, ids } of tree?.cycles ?? []) {
        report(first.doc, first.parentIdNode ?? first.node, `${first.pointer}/parentId`, `parent cycle: ${ids.map(fmt).join(' -> ')}`);
      }
    }
  },
});
