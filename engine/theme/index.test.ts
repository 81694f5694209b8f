import { describe, expect, it } from 'vitest';
import {
  PRESET_IDS,
  PRESET_THEMES,
  darken,
  hexToRgb,
  grayscaleScope,
  presetTheme,
  themeCssText,
  themeCssVars,
  themeFor,
  translucent,
} from './index';

describe('preset themes', () => {
  it('has exactly the ids 1-11, all distinct primaries', () => {
    expect(PRESET_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const primaries = new Set(PRESET_IDS.map((id) => PRESET_THEMES[id]!.primary));
    expect(primaries.size).toBe(11);
  });

  it.each(PRESET_IDS)('theme %i has primary, hover, translucent .8/.1 and line colours', (id) => {
    const t = themeFor({ colour: id });
    const p = PRESET_THEMES[id]!;
    expect(t.id).toBe(id);
    expect(t.primary).toBe(p.primary);
    expect(t.hover).toBe(p.hover);
    expect(t.line).toBe(p.line);
    expect(t.primary80).toBe(translucent(p.primary, 0.8));
    expect(t.primary10).toBe(translucent(p.primary, 0.1));
    expect(t.hover).not.toBe(t.primary);
  });

  it('computes translucent variants as rgba', () => {
    expect(translucent('#1f5fa8', 0.8)).toBe('rgba(31, 95, 168, 0.8)');
    expect(translucent('#fff', 0.1)).toBe('rgba(255, 255, 255, 0.1)');
  });

  it('falls back to theme 1 for unknown or missing ids', () => {
    expect(themeFor({ colour: 42 }).id).toBe(1);
    expect(themeFor({}).id).toBe(1);
    expect(themeFor(null)).toEqual(presetTheme(1));
  });
});

describe('custom colours (colour 0)', () => {
  it('uses colour1 primary, colour2 hover, colour3 line and derives translucents', () => {
    const t = themeFor({ colour: 0, colour1: '#336699', colour2: '#223344', colour3: '#112233' });
    expect(t).toMatchObject({
      id: 0,
      primary: '#336699',
      hover: '#223344',
      line: '#112233',
      primary80: 'rgba(51, 102, 153, 0.8)',
      primary10: 'rgba(51, 102, 153, 0.1)',
    });
  });

  it('derives hover and line when they are missing', () => {
    const t = themeFor({ colour: 0, colour1: '#336699', colour2: '', colour3: null });
    expect(t.hover).toBe(darken('#336699', 0.2));
    expect(t.line).toBe(darken('#336699', 0.4));
  });

  it('ignores non-hex custom colours (no CSS injection) and falls back to theme 1', () => {
    const t = themeFor({ colour: 0, colour1: 'red;} body{display:none', colour2: 'url(x)' });
    expect(t).toEqual(presetTheme(1));
    const t2 = themeFor({ colour: 0, colour1: '#abc', colour2: 'expression(alert(1))' });
    expect(t2.primary).toBe('#abc');
    expect(t2.hover).toBe(darken('#abc', 0.2));
  });
});

describe('themeCssVars', () => {
  it('exposes the theme as --mh-* custom properties', () => {
    const vars = themeCssVars(themeFor({ colour: 3 }));
    expect(vars).toEqual({
      '--mh-primary': PRESET_THEMES[3]!.primary,
      '--mh-hover': PRESET_THEMES[3]!.hover,
      '--mh-primary-80': translucent(PRESET_THEMES[3]!.primary, 0.8),
      '--mh-primary-10': translucent(PRESET_THEMES[3]!.primary, 0.1),
      '--mh-line': PRESET_THEMES[3]!.line,
      '--mh-on-primary': '#ffffff',
    });
    expect(themeCssText(themeFor({ colour: 3 }))).toMatch(/^:root\{--mh-primary:#0d8284;/);
  });
});

describe('grayscaleScope', () => {
  it('grayType 0 or absent: none', () => {
    expect(grayscaleScope({ grayType: 0 }, 'home')).toBe('none');
    expect(grayscaleScope({}, 'home')).toBe('none');
  });
  it('grayType 1: only the main area of the home page', () => {
    expect(grayscaleScope({ grayType: 1 }, 'home')).toBe('main');
    expect(grayscaleScope({ grayType: 1 }, 'article')).toBe('none');
  });
  it('other non-zero grayType: the whole page', () => {
    expect(grayscaleScope({ grayType: 2 }, 'article')).toBe('page');
    expect(grayscaleScope({ grayType: -1 }, 'home')).toBe('page');
  });
});

describe('preset contrast', () => {
  const lum = (hex: string) => {
    const [r, g, b] = hexToRgb(hex).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m) as [number, number];
    return (x + 0.05) / (y + 0.05);
  };
  it('every preset primary and hover reads as text on white and behind white text (WCAG AA 4.5:1)', () => {
    for (let id = 1; id <= 11; id++) {
      const t = presetTheme(id);
      expect(contrast(t.primary, '#ffffff'), `preset ${id} primary`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.hover, '#ffffff'), `preset ${id} hover`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
