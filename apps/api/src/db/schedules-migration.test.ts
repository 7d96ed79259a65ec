import { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths.ts';

// A database from before classes had tutors: the classes staff typed in (schedules) must all
// become classes, with their ids, and new classes must not reuse those ids.
const client = await PGlite.create();
afterAll(() => client.close());

async function run(file: string) {
  const text = await readFile(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}
const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
const before = files.filter((file) => file < '0004');
const after = files.filter((file) => file >= '0004');

describe('migrating schedules into classes', () => {
  it('keeps every class staff typed in, its id, title, link, times and status', async () => {
    for (const file of before) await run(file);
    await client.exec(`
      insert into users (id, first_name, last_name, phone, email, password_hash)
        values (1, 'Amina', 'Rahman', '+44', 'a@example.com', 'x');
      insert into categories (id, name, slug) values (1, 'Quran', 'quran');
      insert into products (id, slug, name, description, image, category_id)
        values (1, 'tajweed', 'Tajweed', '', '/images/x.jpg', 1);
      insert into tier_groups (id, name, minutes) values (1, '30 minutes', 30);
      insert into tiers (id, group_id, slug, name, price_cents) values (1, 1, 'basic', 'Basic', 4500);
      insert into subscriptions (id, user_id, product_id, tier_id, started_at, ended_at)
        values (1, 1, 1, 1, '2026-11-01T00:00Z', '2026-12-01T00:00Z');
      insert into schedules (id, subscription_id, title, link, started_at, ended_at, status) values
        (7, 1, 'Class 1', 'https://meet.jit.si/a', '2026-11-02T17:00Z', '2026-11-02T18:00Z', 'inactive'),
        (9, 1, 'Class 2', 'https://meet.jit.si/b', '2026-11-09T17:00Z', '2026-11-09T18:00Z', 'active'),
        (12, 1, 'Typo', 'https://meet.jit.si/c', '2026-11-16T17:00Z', '2026-11-16T17:00Z', 'active');
    `);
    for (const file of after) await run(file);
    const { rows } = await client.query<Record<string, unknown>>(`
      select id, kind, subscription_id, tutor_id, title, link, status, cancelled_by,
             to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as starts,
             to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as ends
      from classes order by id`);
    expect(rows).toEqual([
      {
        id: 7,
        kind: 'regular',
        subscription_id: 1,
        tutor_id: null,
        title: 'Class 1',
        link: 'https://meet.jit.si/a',
        status: 'cancelled',
        cancelled_by: 'staff',
        starts: '2026-11-02 17:00',
        ends: '2026-11-02 18:00',
      },
      {
        id: 9,
        kind: 'regular',
        subscription_id: 1,
        tutor_id: null,
        title: 'Class 2',
        link: 'https://meet.jit.si/b',
        status: 'scheduled',
        cancelled_by: null,
        starts: '2026-11-09 17:00',
        ends: '2026-11-09 18:00',
      },
      // A class that ended as it began could not be a class: it is given a minute.
      {
        id: 12,
        kind: 'regular',
        subscription_id: 1,
        tutor_id: null,
        title: 'Typo',
        link: 'https://meet.jit.si/c',
        status: 'scheduled',
        cancelled_by: null,
        starts: '2026-11-16 17:00',
        ends: '2026-11-16 17:01',
      },
    ]);
    const { rows: next } = await client.query<{ id: number }>(
      `insert into classes (subscription_id, title, starts_at, ends_at, time_set_at)
       values (1, 'New', '2026-11-20T17:00Z', '2026-11-20T18:00Z', '2026-11-19T12:00Z')
       returning id`,
    );
    expect(next[0]!.id).toBe(13);
    const { rows: tables } = await client.query(
      `select 1 from information_schema.tables where table_name = 'schedules'`,
    );
    expect(tables).toEqual([]);
  });
});
