/**
 * Combine Emotion styles: `css={cx(a, cond && b)}` instead of `css={[a, cond && b]}`. Emotion
 * serialises and hashes an array on every render of every element that has one (a page's header
 * has dozens); cx returns the same combined SerializedStyles for the same parts, which Emotion
 * takes as it is. The class names and CSS are exactly those of the array form.
 */
import { css, type SerializedStyles } from '@emotion/react';

type Part = SerializedStyles | false | null | undefined;

interface Node {
  next: WeakMap<SerializedStyles, Node>;
  styles?: SerializedStyles;
}

const root: Node = { next: new WeakMap() };

export function cx(...parts: Part[]): SerializedStyles | undefined {
  const list = parts.filter((p): p is SerializedStyles => !!p);
  if (list.length <= 1) return list[0];
  let node = root;
  for (const p of list) {
    let n = node.next.get(p);
    if (!n) node.next.set(p, (n = { next: new WeakMap() }));
    node = n;
  }
  return (node.styles ??= css(list));
}
