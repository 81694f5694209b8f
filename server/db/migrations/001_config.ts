import { type Kysely, sql } from 'kysely';

// Migrations are frozen in time: they use Kysely<any>, never the current typed schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('site_id', 'integer', (c) => c.primaryKey())
    .addColumn('sld', 'text', (c) => c.notNull().unique())
    .addColumn('domain', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('single'))
    .addColumn('json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sites_domain').on('sites').column('domain').execute();

  await db.schema
    .createTable('config_docs')
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('part', 'text', (c) => c.notNull())
    .addColumn('json', 'text', (c) => c.notNull())
    .addColumn('source_file', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('config_docs_pk', ['site_id', 'part'])
    .execute();

  await db.schema
    .createTable('channels')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('channels_pk', ['site_id', 'id'])
    .execute();
  await db.schema.createIndex('channels_id').on('channels').column('id').execute();

  await db.schema
    .createTable('module_lists')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_lists_pk', ['site_id', 'channel_id'])
    .execute();
  await db.schema.createIndex('module_lists_channel').on('module_lists').column('channel_id').execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'blob', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into meta (key, value) values ('seed_generation', '0')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['meta', 'files', 'module_lists', 'channels', 'config_docs', 'sites']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
