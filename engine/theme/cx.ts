/**
 * Combine Emotion styles: `css={cx(a, cond && b)}` instead of `css={[a, cond && b]}`. Emotion
 * serialises and hashes an array on every render of every element that has one (a page's header
 * has dozens); cx returns the same combined SerializedStyles for the same parts, which Emotion
 * takes as it is. The CSS is exactly that of the array form, and so is the class name when every
 * part is present; with parts left out cx hands back what remains (one part: that part itself),
 * whereas Emotion counts the array's left-out entries into its hash and names the same CSS
 * differently (cx.test.ts renders both).
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
