/**
 * One news item: GET /front/front-news/{id}. The body in the interface language (English falls
 * back to Chinese) is sanitised here — on the server for the first paint, in the browser only on
 * navigation — and the raw HTML is not carried in the page data.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type Loaded } from '../../shared/reader/content';
import type { NewsDetail, NewsItem } from '../news-list/model';
import { newsText } from '../news-list/model';
import { loadSanitizer } from '../../../engine/sanitize/lazy';

export interface NewsDetailProps {
  showPicture?: boolean;
}

export interface NewsDetailData {
  result: Loaded<{ item: NewsItem; html: string }>;
}

export async function loadNewsDetail({ api, route, uiLang }: WidgetLoadContext<NewsDetailProps>): Promise<NewsDetailData> {
  const id = route.params.id ?? route.query.id;
  if (!id || !/^\d{1,15}$/.test(id)) return { result: { ok: false, status: 404, message: `News not found: ${id ?? ''}` } };
  const res = await fetchData<NewsDetail>(api.newsDetail({ id: Number(id) }));
  if (!res.ok) return { result: res };
  if (!res.data || typeof res.data !== 'object') return { result: { ok: false, status: 404, message: `News not found: ${id}` } };
  const { content, enContent, ...item } = res.data;
  const { sanitizeHtml } = await loadSanitizer();
  return { result: { ok: true, data: { item, html: sanitizeHtml(newsText(uiLang, content, enContent)) } } };
}
