import { defineRule } from '../../rule';
import { childValue, pointerOf } from '../../positions';
import { channelTreeOf } from '../../channels';

export default defineRule({
  meta: {
    id: 'unknown-module-channel',
    severity: 'error',
    docs: "A modules.json list is keyed by a channel id its site's channels.json does not have.",
  },
  checkSites(sites, { report }) {
    for (const site of sites) {
      const doc = site.modules;
      if (!doc?.ok) continue;
      if (site.channels && !site.channels.ok) continue; // channels.json unreadable: reported there
      const ids = channelTreeOf(site)?.byId;
      const lists = childValue(doc.root, 'lists');
      if (lists?.type !== 'object') continue;
      for (const prop of lists.children ?? []) {
        const keyNode = prop.children?.[0];
        const key = keyNode?.value;
        if (typeof key !== 'string' || ids?.has(key)) continue;
        const where = site.channels ? 'this site has no channel with that id' : 'this site has no channels.json';
        report(doc, keyNode, pointerOf(['lists', key]), `module list for unknown channel id '${key}': ${where}`);
      }
    }
  },
});
