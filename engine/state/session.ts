/**
 * Member session as the header sees it (spec 4 "Login"): derived from the userName cookie, re-read
 * every second. The server renders the logged-out state; the browser reads the cookie in an effect
 * after hydration, so server and client markup agree.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

/** Cookies cleared on logout (spec 3 "Cookies"); the language cookie stays. */
export const USER_COOKIES = ['userName', 'commonToken', 'userInfo', 'headPicture', 'aesPassword', 'aesKey'] as const;

export const USERNAME_POLL_MS = 1000;

/** The masked form of 'undefined' that older clients stored: means logged out. */
const MASKED_UNDEFINED = 'u****ined';

/** A cookie's value from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      const raw = part.slice(i + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** Logged in unless the user name is empty or the masked 'u****ined'. */
export function isLoggedInName(name: string | null | undefined): name is string {
  const n = name?.trim();
  return !!n && n !== MASKED_UNDEFINED && n !== 'undefined' && n !== 'null';
}

/**
 * Mask 4 characters of a displayed name (spec 4): the 4 before the last 4 for long names
 * (13812345678 -> 138****5678), otherwise after the first character.
 */
export function maskName(name: string): string {
  const chars = [...name];
  const n = chars.length;
  if (n === 0) return '';
  if (n >= 9) return `${chars.slice(0, n - 8).join('')}****${chars.slice(n - 4).join('')}`;
  if (n === 1) return `${chars[0]}****`;
  const tail = Math.floor((n - 1) / 2);
  return `${chars[0]}****${tail ? chars.slice(n - tail).join('') : ''}`;
}

export interface SessionState {
  userName: string | null;
  setUserName(name: string | null): void;
}

export const useSessionStore = create<SessionState>((set) => ({
  userName: null,
  setUserName: (userName) => set({ userName }),
}));

/** Browser only: re-read the userName cookie now and every second while mounted. */
export function useCookieSession(): void {
  useEffect(() => {
    const read = () => {
      const name = readCookie(document.cookie, 'userName');
      const next = isLoggedInName(name) ? name : null;
      if (useSessionStore.getState().userName !== next) useSessionStore.getState().setUserName(next);
    };
    read();
    const timer = window.setInterval(read, USERNAME_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
}

/** Browser only: clear the user cookies (spec 4 "Logout clears cookies"). */
export function clearUserCookies(): void {
  for (const name of USER_COOKIES) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
  useSessionStore.getState().setUserName(null);
}

/** Browser only: store the interface language cookie (spec 4 "Language ... stored in cookie"). */
export function setLanguageCookie(lang: string): void {
  document.cookie = `language=${encodeURIComponent(lang)}; path=/; max-age=31536000`;
}
