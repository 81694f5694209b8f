import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visits')
    .addColumn('site_id', 'integer', (c) => c.primaryKey())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('today', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visits').ifExists().execute();
}
