import type { PageState } from './pageLoader';

/** The id of the <script type="application/json"> that carries the page state to the browser. */
export const STATE_SCRIPT_ID = '__MASTHEAD_STATE__';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators (one pass). */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(UNSAFE, (c) => ESCAPED[c]!);
}

// A site bundle is the same object for every page of the site while its configuration is
// unchanged (the page server keeps bundles), so its JSON is made once.
const bundleJson = new WeakMap<object, string>();

/** An object's members as JSON text without the braces ('' for none). */
function members(value: object): string {
  const json = serializeState(value);
  return json.length > 2 ? json.slice(1, -1) : '';
}

/**
 * The page state the browser hydrates from, as script-safe JSON. The page head is left out: the
 * server wrote it into <head>, and the browser builds heads only after in-place navigation, from
 * the new page's data.
 */
export function clientStateJson(state: PageState): string {
  if (state.kind !== 'page') return serializeState(state);
  const { page, ...top } = state;
  const { bundle, head: _head, ...rest } = page;
  let b = bundleJson.get(bundle);
  if (b === undefined) bundleJson.set(bundle, (b = serializeState(bundle)));
  const pageJson = [`"bundle":${b}`, members(rest)].filter(Boolean).join(',');
  return `{${[members(top), `"page":{${pageJson}}`].filter(Boolean).join(',')}}`;
}

export function stateScript(state: PageState): string {
  return `<script id="${STATE_SCRIPT_ID}" type="application/json">${clientStateJson(state)}</script>`;
}
