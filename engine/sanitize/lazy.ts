/**
 * The HTML sanitiser as its own chunk, imported once: loaders that clean stored HTML call this so
 * DOMPurify is fetched in the browser only when a page has such HTML, and the server does not
 * repeat a dynamic import() per page view.
 */
type Sanitizer = typeof import('./index');

let pending: Promise<Sanitizer> | undefined;

export function loadSanitizer(): Promise<Sanitizer> {
  return (pending ??= import('./index'));
}
