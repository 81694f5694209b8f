/** The id of the <script type="application/json"> that carries the page state to the browser. */
export const STATE_SCRIPT_ID = '__MASTHEAD_STATE__';

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function stateScript(state: unknown): string {
  return `<script id="${STATE_SCRIPT_ID}" type="application/json">${serializeState(state)}</script>`;
}
