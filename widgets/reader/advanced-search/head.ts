/** Head of the advanced-search form: the form page itself is not worth indexing. */
import type { PageHeadPart } from '../../../engine/render/pageHead';

export function advancedSearchHead(): PageHeadPart {
  return { noindex: true };
}
