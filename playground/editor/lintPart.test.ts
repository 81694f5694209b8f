import { describe, expect, it } from 'vitest';
import { lintPart, syntaxErrorOf } from './lintPart';
import { WidgetRegistry } from '../../engine/registry/registry';
import { lazyView } from '../../engine/registry/lazyView';
import type { AnyWidget } from '../../engine/registry/types';

const banner: AnyWidget = {
  type: 'test-banner',
  version: 1,
  schema: { $id: 'widget/test-banner', type: 'object', additionalProperties: false, properties: { height: { type: 'integer' } } },
  defaults: { height: 90 },
  view: lazyView(async () => ({ default: () => null })),
};
const registry = new WidgetRegistry().registerAll([banner]);
const ctx = { registry, pageKind: 'home' };

describe('lintPart', () => {
  it('accepts a valid header', () => {
    expect(lintPart('header', '{\n  "navStyle": 3\n}', ctx)).toEqual([]);
  });

  it('reports a schema error at its JSON pointer with line, column and range', () => {
    const text = '{\n  "greeting": "hi",\n  "navStyle": "x"\n}';
    const issues = lintPart('header', text, ctx);
    expect(issues).toHaveLength(1);
    const [i] = issues;
    expect(i).toMatchObject({ pointer: '/navStyle', line: 3, column: 15, severity: 'error' });
    expect(text.slice(i!.from, i!.to)).toBe('"x"');
  });

  it('reports a syntax error with its line', () => {
    const text = '{\n  "navStyle": 1,\n  "greeting" "x"\n}';
    const issues = lintPart('header', text, ctx);
    expect(issues[0]).toMatchObject({ line: 3, rule: 'json-syntax' });
    expect(issues[0]!.message).toMatch(/JSON syntax error/);
    expect(syntaxErrorOf(text)).toMatchObject({ line: 3 });
    expect(syntaxErrorOf('{"a": 1}')).toBeUndefined();
  });

  it('checks widget types and props in a layout', () => {
    const text = JSON.stringify(
      {
        page: 'home',
        regions: {
          main: [
            { id: 'a', type: 'test-banner', props: { height: 'tall' } },
            { id: 'b', type: 'no-such-widget' },
          ],
        },
      },
      null,
      2,
    );
    const issues = lintPart('layout', text, ctx);
    const pointers = issues.map((i) => i.pointer);
    expect(pointers).toContain('/regions/main/0/props/height');
    expect(pointers).toContain('/regions/main/1/type');
    expect(issues.find((i) => i.pointer === '/regions/main/1/type')!.message).toMatch(/unknown widget type/);
  });

  it('checks a layout page kind against the selected page', () => {
    const text = JSON.stringify({ page: 'issues', regions: {} });
    const issues = lintPart('layout', text, ctx);
    expect(issues.map((i) => i.pointer)).toContain('/page');
  });

  it('checks a channel module list', () => {
    const text = JSON.stringify(
      [
        { id: 'a', type: 'test-banner', props: { height: 'x' } },
        { id: 'b', type: 'nope' },
      ],
      null,
      2,
    );
    const issues = lintPart('moduleList', text, ctx);
    const pointers = issues.map((i) => i.pointer);
    expect(pointers).toContain('/0/props/height');
    expect(pointers).toContain('/1/type');
    for (const i of issues) expect(i.line).toBeGreaterThan(1);
  });

  it('validates list parts against their list schema', () => {
    expect(lintPart('tools', '{}', ctx).length).toBeGreaterThan(0);
    expect(lintPart('tools', '[]', ctx)).toEqual([]);
  });
});
