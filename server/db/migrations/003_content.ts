import type { Kysely } from 'kysely';

/**
 * The scholarly content model (issue 3): journals, issues, columns, articles with ordered authors
 * and affiliations, figures, tables, audio/video, news, books, experts with editorial roles,
 * collections. Dates are 'YYYY-MM-DD' text; JSON columns hold arrays as text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('publications')
    .addColumn('site_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addColumn('issn', 'text')
    .addColumn('eissn', 'text')
    .addColumn('cn', 'text')
    .addColumn('cover', 'text')
    .addColumn('frequency', 'text')
    .addColumn('en_frequency', 'text')
    .addColumn('publisher', 'text')
    .addColumn('en_publisher', 'text')
    .addColumn('founded_year', 'integer')
    .addColumn('description', 'text')
    .addColumn('en_description', 'text')
    .execute();

  await db.schema
    .createTable('periods')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('volume', 'integer', (c) => c.notNull())
    .addColumn('issue', 'integer', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('periods_site_year').on('periods').columns(['site_id', 'year', 'issue']).unique().execute();

  await db.schema
    .createTable('columns')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('columns_site').on('columns').column('site_id').execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('doi', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('en_title', 'text', (c) => c.notNull())
    .addColumn('abstract', 'text', (c) => c.notNull())
    .addColumn('en_abstract', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('en_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('column_id', 'integer')
    .addColumn('period_id', 'integer')
    .addColumn('first_page', 'integer')
    .addColumn('last_page', 'integer')
    .addColumn('received_date', 'text')
    .addColumn('revised_date', 'text')
    .addColumn('accepted_date', 'text')
    .addColumn('online_date', 'text')
    .addColumn('published_date', 'text')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('version_label', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fund', 'text')
    .addColumn('en_fund', 'text')
    .addColumn('reference_list', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('html_full_text', 'text')
    .addColumn('graphic_abstract', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('citations', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('articles_site_period').on('articles').columns(['site_id', 'period_id']).execute();
  await db.schema.createIndex('articles_site_type').on('articles').columns(['site_id', 'publish_type', 'version_label']).execute();
  await db.schema.createIndex('articles_site_year').on('articles').columns(['site_id', 'year']).execute();
  await db.schema.createIndex('articles_column').on('articles').column('column_id').execute();

  await db.schema
    .createTable('article_authors')
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addColumn('affiliation_ords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('corresponding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'text')
    .addPrimaryKeyConstraint('article_authors_pk', ['article_id', 'ord'])
    .execute();

  await db.schema
    .createTable('article_affiliations')
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_affiliations_pk', ['article_id', 'ord'])
    .execute();

  await db.schema
    .createTable('pictures')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('en_caption', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pictures_article').on('pictures').column('article_id').execute();

  await db.schema
    .createTable('data_tables')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('en_caption', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_tables_article').on('data_tables').column('article_id').execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('en_title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('en_description', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('duration_sec', 'integer')
    .addColumn('article_id', 'integer')
    .addColumn('published_date', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('news_data_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('en_title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('en_summary', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('en_content', 'text')
    .addColumn('original', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('source_link', 'text')
    .addColumn('top_picture_url', 'text')
    .addColumn('top_picture_id', 'text')
    .addColumn('picture_url', 'text')
    .addColumn('cover_id', 'text')
    .addColumn('published_date', 'text', (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('news_site_type').on('news').columns(['site_id', 'news_data_type', 'published_date']).execute();

  await db.schema
    .createTable('books')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('en_title', 'text', (c) => c.notNull())
    .addColumn('authors', 'text', (c) => c.notNull())
    .addColumn('en_authors', 'text', (c) => c.notNull())
    .addColumn('isbn', 'text')
    .addColumn('publisher', 'text')
    .addColumn('en_publisher', 'text')
    .addColumn('year', 'integer')
    .addColumn('cover', 'text')
    .addColumn('description', 'text')
    .addColumn('en_description', 'text')
    .execute();

  await db.schema
    .createTable('experts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('en_title', 'text')
    .addColumn('institution', 'text')
    .addColumn('en_institution', 'text')
    .addColumn('research', 'text')
    .addColumn('en_research', 'text')
    .addColumn('photo', 'text')
    .addColumn('bio', 'text')
    .addColumn('en_bio', 'text')
    .addColumn('email', 'text')
    .execute();

  await db.schema
    .createTable('editorial_roles')
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('expert_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('en_role_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('editorial_roles_pk', ['site_id', 'expert_id'])
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('en_description', 'text')
    .addColumn('cover', 'text')
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('collection_items')
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('collection_items_pk', ['collection_id', 'article_id'])
    .execute();
}
