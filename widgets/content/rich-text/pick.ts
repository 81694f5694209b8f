import { present } from '../../shared/text';

export interface RichTextProps {
  html?: string;
  enHtml?: string;
  title?: string;
  enTitle?: string;
}

/** What the loader hands the view: the HTML for the page's language, already sanitised. */
export interface RichTextData {
  html: string;
}

/** The HTML for the interface language: enHtml on English pages when present, else html. */
export function pickHtml(props: RichTextProps, uiLang: 'zh' | 'en'): string {
  if (uiLang === 'en' && present(props.enHtml)) return props.enHtml;
  return present(props.html) ? props.html : '';
}
