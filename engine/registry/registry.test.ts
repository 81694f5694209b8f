import { describe, expect, it } from 'vitest';
import { defineWidget, upgradeProps, WidgetRegistry } from './registry';
import { lazyView } from './lazyView';

const schema = {
  $id: 'widget/test-box',
  type: 'object',
  properties: { label: { type: 'string' }, size: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
};
const view = lazyView(async () => ({ default: () => null }));

function box(overrides: Record<string, unknown> = {}) {
  return defineWidget({ type: 'test-box', version: 1, schema, defaults: { label: 'x', size: 2 }, view, ...overrides });
}

describe('WidgetRegistry', () => {
  it('registers and looks up widgets', () => {
    const r = new WidgetRegistry();
    r.register(box());
    expect(r.has('test-box')).toBe(true);
    expect(r.types()).toEqual(['test-box']);
  });

  it('fails loudly for a duplicate type', () => {
    const r = new WidgetRegistry();
    r.register(box());
    expect(() => r.register(box())).toThrow('Widget "test-box" cannot be registered: a widget of this type is already registered');
  });

  it('fails loudly when defaults break their own schema', () => {
    const r = new WidgetRegistry();
    expect(() => r.register(box({ defaults: { label: 'x', size: 0 } }))).toThrow(/defaults break the widget's own schema: \/size must be >= 1/);
    expect(() => r.register(box({ defaults: { label: 'x', colour: 'red' } }))).toThrow(/unknown property 'colour'/);
  });

  it('fails loudly for a version without an upgrade step', () => {
    const r = new WidgetRegistry();
    expect(() => r.register(box({ version: 3, upgrade: { 1: (p: Record<string, unknown>) => p } }))).toThrow('version 3 has no upgrade step from version 2 (upgrade[2])');
  });

  it('rejects a schema $id that does not match the type', () => {
    expect(() => new WidgetRegistry().register(box({ schema: { ...schema, $id: 'widget/other' } }))).toThrow(/schema \$id must be "widget\/test-box"/);
  });

  it('upgrades props step by step', () => {
    const def = box({ version: 3, upgrade: { 1: (p: Record<string, unknown>) => ({ ...p, a: 1 }), 2: (p: Record<string, unknown>) => ({ ...p, b: 2 }) } });
    expect(upgradeProps(def, { label: 'y' }, 1)).toEqual({ label: 'y', a: 1, b: 2 });
    expect(upgradeProps(def, { label: 'y' }, 2)).toEqual({ label: 'y', b: 2 });
  });

  it('picks the variant view and falls back to the default view', () => {
    const v2 = lazyView(async () => ({ default: () => null }));
    const def = box({ variants: { '2': v2 } });
    const r = new WidgetRegistry();
    r.register(def);
    expect(r.viewFor(def, '2')).toBe(v2);
    expect(r.viewFor(def, '9')).toBe(view);
    expect(r.viewFor(def, undefined)).toBe(view);
  });
});
