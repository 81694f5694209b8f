/**
 * The hook widgets use for their texts: `const { t } = useTranslation()`. It reads the page's
 * i18next instance from react-i18next's provider (SiteRenderer) and returns the instance's quick
 * `t` (./fastT.ts). react-i18next's own hook builds a new `t` and copies the instance for every
 * component on every server render; ours does neither. Our instances never switch language (one
 * per interface language), so there is nothing to subscribe to.
 */
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { fastT } from './fastT';
import type { I18n, TFunction } from './index';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const byInstance = new WeakMap<I18n, Translation>();

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('useTranslation: no i18next instance — render inside <I18nextProvider> (SiteRenderer does)');
  let tr = byInstance.get(i18n);
  if (!tr) {
    tr = { t: fastT(i18n), i18n };
    byInstance.set(i18n, tr);
  }
  return tr;
}
