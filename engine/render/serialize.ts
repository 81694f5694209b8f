/** The id of the <script type="application/json"> that carries the page state to the browser. */
export const STATE_SCRIPT_ID = '__MASTHEAD_STATE__';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators (one pass). */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(UNSAFE, (c) => ESCAPED[c]!);
}

export function stateScript(state: unknown): string {
  return `<script id="${STATE_SCRIPT_ID}" type="application/json">${serializeState(state)}</script>`;
}
