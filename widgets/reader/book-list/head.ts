/**
 * Head of the book page: "Books" with the titles of the listed books as description; with `?id=`
 * the book's title, description and a schema.org Book; an unknown id answers 404 (noindex). A
 * keyword search is a result page: noindex.
 */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import type { PageHeadPart } from '../../../engine/render/pageHead';
import { pick } from '../../shared/reader/content';
import type { BookListData } from './load';

export function bookListHead({ data, page }: { data: BookListData | undefined; page: PageData }): PageHeadPart | undefined {
  const t = tFor(page.uiLang);
  const d = data?.detail;
  if (d?.state === 'notFound') return { title: t('libraryPages.books.notFoundTitle'), status: 404, noindex: true };
  if (d?.state === 'found') {
    const b = d.book;
    const title = pick(page.uiLang, b.title, b.enTitle);
    const authors = pick(page.uiLang, b.authors, b.enAuthors);
    const publisher = pick(page.uiLang, b.publisher, b.enPublisher);
    const book: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'Book', name: title };
    if (authors) book.author = authors.split(/\s*[,，;；]\s*/).filter(Boolean).map((name) => ({ '@type': 'Person', name }));
    if (b.isbn) book.isbn = b.isbn;
    if (publisher) book.publisher = { '@type': 'Organization', name: publisher };
    if (b.year) book.datePublished = String(b.year);
    return { title, description: pick(page.uiLang, b.description, b.enDescription) || title, jsonLd: [book], ...(data?.q ? { noindex: true } : {}) };
  }
  const part: PageHeadPart = { title: t('libraryPages.books.title') };
  if (data?.q) part.noindex = true;
  if (data?.result.ok && data.result.data.list.length > 0) {
    const titles = data.result.data.list.map((b) => pick(page.uiLang, b.title, b.enTitle)).filter(Boolean);
    part.description = t('libraryPages.books.description', { titles: titles.join(t('libraryPages.sep')) });
  }
  return part;
}
