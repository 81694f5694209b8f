import { describe, expect, it } from 'vitest';
import { isLoggedInName, maskName, readCookie } from './session';
import { useUiStore } from './ui';

describe('session helpers', () => {
  it('reads cookies', () => {
    expect(readCookie('a=1; userName=138%2012; b=2', 'userName')).toBe('138 12');
    expect(readCookie('a=1', 'userName')).toBeUndefined();
  });
  it('knows the logged-out forms', () => {
    expect(isLoggedInName('')).toBe(false);
    expect(isLoggedInName('u****ined')).toBe(false);
    expect(isLoggedInName(undefined)).toBe(false);
    expect(isLoggedInName('13812345678')).toBe(true);
  });
  it('masks 4 characters', () => {
    expect(maskName('13812345678')).toBe('138****5678');
    expect(maskName('undefined')).toBe('u****ined');
    expect(maskName('alice')).toBe('a****ce');
    expect(maskName('张三')).toBe('张****');
    expect(maskName('x')).toBe('x****');
  });
});

describe('ui store', () => {
  it('toggles the side menu', () => {
    const s = useUiStore.getState();
    expect(s.sideMenuOpen).toBe(false);
    s.toggleSideMenu();
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
    s.closeSideMenu();
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
  });
});
