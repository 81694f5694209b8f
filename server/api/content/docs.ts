/**
 * OpenAPI descriptions of the content payloads (documentation only: handlers send serialised
 * strings, so these never filter an answer). Field names match mappers.ts.
 */
const str = { type: 'string' } as const;
const strN = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const intN = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const strArr = { type: 'array', items: str } as const;

function obj(properties: Record<string, unknown>, description?: string): Record<string, unknown> {
  return { type: 'object', ...(description ? { description } : {}), properties };
}

export const authorDoc = obj({
  ord: int,
  name: str,
  enName: str,
  affiliationIndexes: { type: 'array', items: int, description: "1-based ords of the article's affiliations." },
  corresponding: bool,
  email: strN,
});

export const articleSummaryDoc = obj(
  {
    id: int,
    siteId: int,
    doi: str,
    title: str,
    enTitle: str,
    abstract: str,
    enAbstract: str,
    keywords: strArr,
    enKeywords: strArr,
    authors: { type: 'array', items: authorDoc },
    columnId: intN,
    columnName: strN,
    enColumnName: strN,
    periodId: intN,
    year: int,
    volume: intN,
    issue: intN,
    firstPage: intN,
    lastPage: intN,
    acceptedDate: strN,
    onlineDate: strN,
    publishedDate: strN,
    versionLabel: { type: 'integer', description: '-1 accepted, 0 none, 1-10 n-th proof.' },
    publishType: { type: 'integer', description: '0 formal (in an issue), 1 online first.' },
    openAccess: { type: 'integer', description: '0 open access, 1 not open access (spec numbering).' },
    attachTypes: { ...strArr, description: "Attachments present: 'pdf', 'html'." },
    graphicAbstract: strN,
    language: str,
    views: int,
    downloads: int,
    citations: int,
  },
  'Article in a list (both zh and en fields).',
);

export const articleDetailDoc = obj(
  {
    ...(articleSummaryDoc.properties as Record<string, unknown>),
    affiliations: { type: 'array', items: obj({ ord: int, name: str, enName: str }) },
    column: { anyOf: [obj({ id: int, name: str, enName: str }), { type: 'null' }] },
    period: { anyOf: [obj({ id: int, year: int, volume: int, issue: int, cover: strN, publishDate: str }), { type: 'null' }] },
    receivedDate: strN,
    revisedDate: strN,
    fund: strN,
    enFund: strN,
    attachments: { type: 'array', items: obj({ type: str, name: str, size: int }), description: 'Attachment list (no file bytes).' },
    hasHtml: bool,
    referenceCount: int,
    metrics: obj({ views: int, downloads: int, citations: int }),
  },
  'Article with every field except the HTML full text (getHtml) and the references (getReference).',
);

export const periodDoc = obj({
  id: int,
  siteId: int,
  year: int,
  volume: int,
  issue: int,
  cover: strN,
  publishDate: str,
  articleCount: int,
});

export const columnDoc = obj({ id: int, siteId: int, name: str, enName: str, sort: int, articleCount: int });

export const periodInfoDoc = obj(
  {
    period: periodDoc,
    total: { type: 'integer', description: 'Articles in the issue.' },
    columns: {
      type: 'array',
      items: obj({
        id: intN,
        name: strN,
        enName: strN,
        sort: int,
        articles: { type: 'array', items: articleSummaryDoc },
      }),
      description: 'Articles grouped by column (column order, then first page); articles without a column come last (id null).',
    },
  },
  'An issue with its articles grouped by column.',
);

export const newsDoc = obj({
  id: int,
  siteId: int,
  newsDataType: { type: 'string', enum: ['information', 'announcement', 'dynamic', 'statement'] },
  title: str,
  enTitle: str,
  summary: strN,
  enSummary: strN,
  original: { type: 'integer', description: '1 original, 0 reprinted (see sourceLink).' },
  sourceLink: strN,
  topPictureUrl: strN,
  topPictureId: strN,
  pictureUrl: strN,
  coverId: strN,
  picture: { type: ['string', 'null'], description: 'topPictureUrl -> topPictureId -> pictureUrl -> coverId -> null (ids as /rc-pub/front/files/get URLs).' },
  publishedDate: str,
  isTop: bool,
  views: int,
});

export const newsDetailDoc = obj({ ...(newsDoc.properties as Record<string, unknown>), content: { type: 'string', description: 'Sanitised HTML.' }, enContent: strN });

const articleRefProps = { articleTitle: strN, enArticleTitle: strN, doi: strN };

export const pictureDoc = obj({ id: int, siteId: int, articleId: int, ord: int, caption: str, enCaption: str, url: str, ...articleRefProps });
export const tableDoc = obj({ id: int, siteId: int, articleId: int, ord: int, caption: str, enCaption: str, html: str, ...articleRefProps });

export const mediaDoc = obj({
  id: int,
  siteId: int,
  type: { type: 'string', enum: ['audio', 'video'] },
  title: str,
  enTitle: str,
  description: strN,
  enDescription: strN,
  url: str,
  cover: strN,
  durationSec: intN,
  articleId: intN,
  article: { anyOf: [obj({ id: int, title: str, enTitle: str, doi: str }), { type: 'null' }] },
  publishedDate: str,
  views: int,
});

export const publicationDoc = obj({
  siteId: int,
  sld: strN,
  domain: strN,
  name: str,
  enName: str,
  issn: strN,
  eissn: strN,
  cn: strN,
  cover: strN,
  frequency: strN,
  enFrequency: strN,
  publisher: strN,
  enPublisher: strN,
  foundedYear: intN,
  description: strN,
  enDescription: strN,
  articleCount: int,
});

export const bookDoc = obj({
  id: int,
  siteId: int,
  title: str,
  enTitle: str,
  authors: str,
  enAuthors: str,
  isbn: strN,
  publisher: strN,
  enPublisher: strN,
  year: intN,
  cover: strN,
  description: strN,
  enDescription: strN,
});

export const expertDoc = obj({
  id: int,
  siteId: int,
  name: str,
  enName: str,
  title: strN,
  enTitle: strN,
  institution: strN,
  enInstitution: strN,
  research: strN,
  enResearch: strN,
  photo: strN,
  bio: strN,
  enBio: strN,
  role: { type: 'string', description: 'editorInChief | deputyEditor | associateEditor | member' },
  roleName: str,
  enRoleName: str,
  sort: int,
});

export const collectionDoc = obj({
  id: int,
  siteId: int,
  name: str,
  enName: str,
  description: strN,
  enDescription: strN,
  cover: strN,
  createdDate: str,
  sort: int,
  articleCount: int,
});
