import type { Channel } from '../../schemas/generated/types';

/**
 * The channel a catch-all page /{lang}/{key} names: by its `route` first, then its `code`, then
 * its id (codes such as `item` repeat in a tree; routes are meant to be unique). Depth first.
 */
export function findChannel<C extends { id: Channel['id']; code?: Channel['code']; route?: Channel['route']; children?: C[] }>(channels: readonly C[], key: string): C | null {
  const walk = (pred: (c: C) => boolean, list: readonly C[]): C | null => {
    for (const c of list) {
      if (pred(c)) return c;
      const hit = c.children ? walk(pred, c.children) : null;
      if (hit) return hit;
    }
    return null;
  };
  return walk((c) => !!c.route && c.route === key, channels) ?? walk((c) => c.code === key, channels) ?? walk((c) => String(c.id) === key, channels);
}
