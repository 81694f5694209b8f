import { describe, expect, it } from 'vitest';
import { byLang, fileUrl, flag, present, safeHref, text } from './text';

describe('present (absent-string rule)', () => {
  it.each([[''], ['   '], ['null'], ['undefined'], [' null '], [null], [undefined], [0], [{}]])('%j is absent', (v) => {
    expect(present(v)).toBe(false);
    expect(text(v)).toBeUndefined();
  });
  it.each([['0'], ['x'], ['Null value'], ['nullable']])('%j is present', (v) => {
    expect(present(v)).toBe(true);
  });
});

describe('helpers', () => {
  it('flag', () => {
    expect([flag(1), flag('1'), flag(true), flag(0), flag('0'), flag(undefined)]).toEqual([true, true, true, false, false, false]);
  });
  it('byLang falls back to the other language', () => {
    expect(byLang('en', '地址', 'Address')).toBe('Address');
    expect(byLang('en', '地址', 'null')).toBe('地址');
    expect(byLang('zh', '', 'Address')).toBe('Address');
    expect(byLang('zh', 'undefined', '')).toBeUndefined();
  });
  it('fileUrl', () => {
    expect(fileUrl('/rc-pub/front/files/get?id=a.svg')).toBe('/rc-pub/front/files/get?id=a.svg');
    expect(fileUrl('https://x/y.png')).toBe('https://x/y.png');
    expect(fileUrl('cmg.logo.svg')).toBe('/rc-pub/front/files/get?id=cmg.logo.svg');
    expect(fileUrl('javascript:alert(1)')).toBeUndefined();
    expect(fileUrl('null')).toBeUndefined();
  });
  it('safeHref', () => {
    expect(safeHref('https://beian.miit.gov.cn/')).toBe('https://beian.miit.gov.cn/');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('undefined')).toBeUndefined();
  });
});
