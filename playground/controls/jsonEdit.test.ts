import { describe, expect, it } from 'vitest';
import { parseObject, setProperties } from './jsonEdit';

describe('jsonEdit', () => {
  it('sets a property keeping the rest of the text', () => {
    const text = '{\n  "greeting": "hi",\n  "navStyle": 1\n}';
    expect(setProperties(text, { navStyle: 5 })).toBe('{\n  "greeting": "hi",\n  "navStyle": 5\n}');
    expect(parseObject(setProperties(text, { colour: 3 })!)).toEqual({ greeting: 'hi', navStyle: 1, colour: 3 });
  });

  it('refuses text that is not a JSON object', () => {
    expect(setProperties('{ "a": ', { b: 1 })).toBeUndefined();
    expect(setProperties('[1]', { b: 1 })).toBeUndefined();
  });
});
