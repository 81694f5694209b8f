import { expect, it } from 'vitest';
import { serializeState, stateScript } from './serialize';

it('keeps state text from closing or commenting out its script, and reads back unchanged', () => {
  const state = { title: '</script><script>alert(1)</script>', note: '<!-- a & b -->', lines: 'a\u2028b\u2029c', zh: '电池' };
  const json = serializeState(state);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(state);
  expect(stateScript(state).match(/<\/script>/g)).toHaveLength(1);
});
