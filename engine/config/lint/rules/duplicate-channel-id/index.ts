import { defineRule } from '../../rule';
import { type ChannelRec, channelTreeOf, isFirstOfId } from '../../channels';
import { fmt, positionText } from '../../context';

export default defineRule({
  meta: {
    id: 'duplicate-channel-id',
    severity: 'error',
    docs: 'A channel id is used twice in one channels.json, or by two sites (channel ids are unique across sites).',
  },
  checkSites(sites, { report }) {
    const global = new Map<string, { sld: string; rec: ChannelRec }>();
    for (const site of sites) {
      const tree = channelTreeOf(site);
      if (!tree) continue;
      for (const rec of tree.recs) {
        const first = tree.byId.get(rec.key);
        if (first && !isFirstOfId(tree, rec)) {
          report(tree.doc, rec.idNode, `${rec.pointer}/id`, `duplicate channel id ${fmt(rec.id)} (also at ${positionText(tree.doc, first.idNode)})`);
          continue;
        }
        const other = global.get(rec.key);
        if (other) {
          report(
            tree.doc,
            rec.idNode,
            `${rec.pointer}/id`,
            `channel id ${fmt(rec.id)} is already used by site ${other.sld} (${other.rec.doc.file.path}:${positionText(other.rec.doc, other.rec.idNode)}); channel ids must be unique across sites`,
          );
        } else global.set(rec.key, { sld: site.sld, rec });
      }
    }
  },
});
