// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { sanitizeHtml } from './index';

it('uses the page window in the browser and gives the same output as on the server', () => {
  expect(typeof window).toBe('object');
  expect(sanitizeHtml('<p onclick="x()">a<script>1</script></p>')).toBe('<p>a</p>');
  expect(sanitizeHtml('<a href="https://e.org" target="_blank">e</a>')).toBe(
    '<a href="https://e.org" target="_blank" rel="noopener noreferrer">e</a>',
  );
});
