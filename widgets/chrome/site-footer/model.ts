/** What the footer shows, derived from the footer config; absent strings ('', 'null', 'undefined') are skipped. */
import type { UiLang } from '../../../engine/routing/pageKinds';
import type { FooterConfig } from '../../../schemas/generated/types';
import { cleanHex, hexToRgb } from '../../../engine/theme';
import { byLang, fileUrl, flag, present, safeHref, text } from '../../shared/text';

export const LIGHT_FOOTER_BG = '#ebebeb';
export const FOOTER_QR_SIZE = 100;
/** Below this window width the three columns stack (spec 9). */
export const FOOTER_NARROW_MAX = 1310;

/** The footer config as the schema types it (schemas/footer-config.schema.json). */
export type FooterLike = FooterConfig;

export interface FooterModel {
  theme: 'light' | 'dark';
  /** Background of the dark footer: the configured colour when it is dark enough, else the theme line colour. */
  darkBackground?: string;
  logo?: { src: string; alt?: string };
  contacts: Array<{ key: 'postcode' | 'phone' | 'email' | 'fax'; value: string; href?: string }>;
  address?: string;
  icp?: { text: string; href?: string };
  picp?: { text: string; href?: string };
  copyright?: string;
  qr?: { src: string; message?: string };
  visits?: { sum: number; today: number };
  cssContent?: string;
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => c / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function footerModel(f: FooterLike | null | undefined, uiLang: UiLang): FooterModel {
  const c = f ?? {};
  const bg = text(c.backgroundColor)?.toLowerCase();
  const theme = bg === LIGHT_FOOTER_BG ? 'light' : 'dark';
  const hex = cleanHex(bg);
  const logoSrc = flag(c.showLogo) ? (uiLang === 'en' ? (fileUrl(c.enLogo) ?? fileUrl(c.chLogo)) : (fileUrl(c.chLogo) ?? fileUrl(c.enLogo))) : undefined;
  const contacts: FooterModel['contacts'] = [];
  if (present(c.postcode)) contacts.push({ key: 'postcode', value: c.postcode.trim() });
  if (present(c.phone)) contacts.push({ key: 'phone', value: c.phone.trim() });
  if (present(c.email)) contacts.push({ key: 'email', value: c.email.trim(), href: `mailto:${c.email.trim()}` });
  if (present(c.fax)) contacts.push({ key: 'fax', value: c.fax.trim() });
  const qrSrc = fileUrl(c.qrUrl);
  return {
    theme,
    darkBackground: theme === 'dark' && hex && luminance(hex) < 0.5 ? hex : undefined,
    logo: logoSrc ? { src: logoSrc, alt: byLang(uiLang, c.chLogoName, c.enLogoName) } : undefined,
    contacts,
    address: byLang(uiLang, c.address, c.enAddress),
    icp: present(c.icp) ? { text: c.icp.trim(), href: safeHref(c.linkAddress) } : undefined,
    picp: present(c.picp) ? { text: c.picp.trim(), href: safeHref(c.picpLink) } : undefined,
    copyright: byLang(uiLang, c.copyright, c.enCopyright),
    qr: qrSrc ? { src: qrSrc, message: text(c.qrMessage) } : undefined,
    visits: flag(c.showVisits) ? { sum: Number(c.sumVisits ?? 0) || 0, today: Number(c.todayVisits ?? 0) || 0 } : undefined,
    cssContent: text(c.configData?.cssContent),
  };
}
