// npm run bench:progress — a learner's progress (the mushaf map, revision due by FSRS, the
// latest lessons) on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): a learner of three
// years of twice-weekly classes (about 300 recorded classes and 2,000 mistakes) read by 50
// connections, how long reading it afresh takes, and the map of 2,000 learners of half a year
// each, read one after another by staff. The records are written straight into the database,
// ranges made from the Quran's structure (quran-meta, as the app reads it).
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { findAyahIdBySurah, getAyahMeta, getPageMeta } from 'quran-meta/hafs';
import {
  freshPostgresDatabase,
  median,
  postgresUrl,
  signIn,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 2000);
const HEAVY_CLASSES = 312; // three years, twice a week
const LIGHT_CLASSES = 52; // half a year, twice a week
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DAY = 86_400_000;
// Another build to compare with, on the same database in the same run (an earlier checkout's
// apps/api/dist/server.js, copied aside): each round loads it and this one in turn.
const BEFORE = process.env.BENCH_BEFORE;
const GRADES = ['very_good', 'excellent', 'good', 'very_good', 'repeat', 'excellent', 'good'];

const pageOf = (ayah) => getAyahMeta(ayah).page;
const pageSpan = (page) => {
  const meta = getPageMeta(page);
  return [findAyahIdBySurah(...meta.first), findAyahIdBySurah(...meta.last)];
};

/**
 * One learner's record as a hifz class keeps it: each class a new lesson of five ayat from the
 * Quran's start, the thirty before it as recent revision, and five pages of what came before
 * as long-term revision, in turn; `mistakesPerClass` marked on the revisions.
 */
function recordOf(classes, start, mistakesPerClass) {
  const rows = [];
  let next = 1;
  let manzil = 1;
  for (let k = 0; k < classes; k += 1) {
    const startsAt = new Date(start + k * 3.5 * DAY);
    const entries = [{ kind: 'new_lesson', from: next, to: next + 4 }];
    if (next > 1)
      entries.push({ kind: 'recent_revision', from: Math.max(1, next - 30), to: next - 1 });
    const lastPage = next > 31 ? pageOf(next - 31) - 1 : 0;
    if (lastPage >= 1) {
      if (manzil > lastPage) manzil = 1;
      const to = Math.min(lastPage, manzil + 4);
      entries.push({ kind: 'long_revision', from: pageSpan(manzil)[0], to: pageSpan(to)[1] });
      manzil = to + 1;
    }
    const mistakes = [];
    for (let m = 0; m < mistakesPerClass; m += 1) {
      const entry = entries.length - 1 - (m % entries.length);
      const { from, to } = entries[entry];
      mistakes.push({
        entry,
        ayah: from + ((m * 7 + k) % (to - from + 1)),
        caught: m % 3 ? 'tanbeeh' : 'talqeen',
      });
    }
    const grade = GRADES[k % GRADES.length];
    if (grade !== 'repeat') next += 5;
    rows.push({ startsAt, entries, mistakes, grade });
  }
  return rows;
}

/** Writes learners, a Hifz subscription each, their recorded classes, entries and mistakes. */
async function fill(client, learners) {
  const hash = (
    await client.query(`select password_hash from users where email = 'student@example.com'`)
  ).rows[0].password_hash;
  const product = (await client.query(`select id from products where slug = 'hifz'`)).rows[0].id;
  const tier = (await client.query(`select id from tiers order by id limit 1`)).rows[0].id;
  const now = Date.now();
  let classCount = 0;
  let entryCount = 0;
  let mistakeCount = 0;
  const ids = [];
  for (const [index, learner] of learners.entries()) {
    const {
      rows: [user],
    } = await client.query(
      `insert into users (first_name, last_name, phone, email, password_hash, time_zone)
       values ('Learner', $1, '', $2, $3, 'Europe/London') returning id`,
      [`No ${index}`, learner.email, hash],
    );
    const start = now - learner.classes * 3.5 * DAY;
    const {
      rows: [subscription],
    } = await client.query(
      `insert into subscriptions (user_id, product_id, tier_id, started_at, ended_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [user.id, product, tier, new Date(start - DAY), new Date(now + 30 * DAY)],
    );
    const record = recordOf(learner.classes, start, learner.mistakesPerClass);
    const starts = record.map((row) => row.startsAt);
    const { rows: classRows } = await client.query(
      `insert into classes (subscription_id, title, starts_at, ends_at, anchor_zone, time_set_at, attendance, recorded_at)
       select $1, 'Hifz', s, s + interval '30 minutes', 'Europe/London', s, 'present', s + interval '30 minutes'
       from unnest($2::timestamptz[]) as s order by s returning id, starts_at`,
      [subscription.id, starts],
    );
    const entries = record.flatMap((row, k) =>
      row.entries.map((entry, position) => ({
        ...entry,
        position,
        classId: classRows[k].id,
        at: row.startsAt,
        grade: row.grade,
      })),
    );
    const { rows: entryRows } = await client.query(
      `insert into lesson_entries (class_id, learner_id, position, kind, from_ayah, to_ayah, grade, held_at)
       select * from unnest($1::int[], $2::int[], $3::smallint[], $4::text[], $5::smallint[], $6::smallint[], $7::text[], $8::timestamptz[])
       returning id, class_id, position`,
      [
        entries.map((entry) => entry.classId),
        entries.map(() => user.id),
        entries.map((entry) => entry.position),
        entries.map((entry) => entry.kind),
        entries.map((entry) => entry.from),
        entries.map((entry) => entry.to),
        entries.map((entry) => entry.grade),
        entries.map((entry) => entry.at),
      ],
    );
    const entryId = new Map(entryRows.map((row) => [`${row.class_id}:${row.position}`, row.id]));
    const mistakes = record.flatMap((row, k) =>
      row.mistakes.map((mistake) => ({
        ...mistake,
        entryId: entryId.get(`${classRows[k].id}:${mistake.entry}`),
      })),
    );
    await client.query(
      `insert into lesson_mistakes (entry_id, ayah, word, kind, caught)
       select e, a, 1, 'hesitation', c from unnest($1::int[], $2::smallint[], $3::text[]) as t(e, a, c)`,
      [mistakes.map((m) => m.entryId), mistakes.map((m) => m.ayah), mistakes.map((m) => m.caught)],
    );
    classCount += classRows.length;
    entryCount += entries.length;
    mistakeCount += mistakes.length;
    ids.push(user.id);
  }
  await client.query('analyze');
  return { ids, classCount, entryCount, mistakeCount };
}

/** A session for a user, as signing in would make one (without timing argon2). */
async function sessionFor(client, userId) {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into auth_tokens (user_id, token_sha256, expires_at) values ($1, $2, now() + interval '1 day')`,
    [userId, createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

const load = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** The progress read afresh on each server, after the version moved before each read. */
async function readAfresh(client, servers, headers) {
  // Read afresh: each time after the class-list version moves (as any recorded class does).
  for (const { name, url } of servers) {
    const fresh = [];
    for (let i = 0; i < 30; i += 1) {
      await client.query('update class_list_version set version = version + 1 where id = 1');
      const t = performance.now();
      const response = await fetch(`${url}/api/my-progress`, { headers });
      await response.arrayBuffer();
      fresh.push(performance.now() - t);
    }
    console.log(
      `${name} read afresh (version moved before each): median ${median(fresh).toFixed(1)} ms of 30`.trim(),
    );
  }
}

/** Each server by 50 connections in turn, for `ROUNDS` rounds: medians of the p99s. */
async function underLoad(nowUrl, servers, headers) {
  // Chromium's Accept-Encoding: the answer may come compressed.
  const browser = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const compressed = await fetch(`${nowUrl}/api/my-progress`, { headers: browser });
  console.log(
    `as a browser asks: ${compressed.headers.get('content-encoding') ?? 'identity'}, ${(Number(compressed.headers.get('content-length')) / 1024).toFixed(1)} KB on the wire`,
  );
  const p99s = new Map();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const { name, url } of servers) {
      for (const [what, target, asked] of [
        ['GET /api/my-progress, as a browser asks', `${url}/api/my-progress`, browser],
        ['GET /api/my-progress, uncompressed', `${url}/api/my-progress`, headers],
        ['GET /api/auth/user (the session alone)', `${url}/api/auth/user`, headers],
      ]) {
        const result = await load(target, asked);
        const key = `${name} ${what}`.trim();
        p99s.set(key, [...(p99s.get(key) ?? []), result.latency.p99]);
        console.log(
          `round ${round} ${key}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
        );
      }
    }
  }
  for (const [key, values] of p99s) console.log(`median p99 ${key}: ${median(values)} ms`);
}

async function main() {
  const url = postgresUrl();
  if (!url) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
  const database = await freshPostgresDatabase(url, 'iqra_bench_progress');
  const data = await tempDataDir();
  const server = await startServer({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    DATA_DIR: data.dir,
    LOG_LEVEL: 'warn',
  });
  const beforeData = BEFORE ? await tempDataDir() : undefined;
  const before = BEFORE
    ? await startServer(
        { DATABASE_URL: database.url, DATA_DIR: beforeData.dir, LOG_LEVEL: 'warn' },
        path.resolve(BEFORE),
      )
    : undefined;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    let started = performance.now();
    const heavy = await fill(client, [
      { email: 'bench.heavy@example.com', classes: HEAVY_CLASSES, mistakesPerClass: 6.5 },
    ]);
    const heavyId = heavy.ids[0];
    console.log(
      `heavy learner: ${heavy.classCount} recorded classes, ${heavy.entryCount} entries, ${heavy.mistakeCount} mistakes`,
    );
    const token = await sessionFor(client, heavyId);
    const headers = { authorization: `Bearer ${token}` };
    const progressUrl = `${server.url}/api/my-progress`;
    const first = await fetch(progressUrl, { headers });
    const body = await first.text();
    const answer = JSON.parse(body).data;
    console.log(
      `its answer: ${answer.pages.length} pages heard, ${answer.memorised_ayat} ayat memorised, ${Math.round(body.length / 1024)} KB of JSON`,
    );

    const servers = [
      ...(before ? [{ name: 'before', url: before.url }] : []),
      { name: before ? 'now' : '', url: server.url },
    ];
    await readAfresh(client, servers, headers);
    await underLoad(server.url, servers, headers);

    started = performance.now();
    const many = await fill(
      client,
      Array.from({ length: LEARNERS }, (_, i) => ({
        email: `bench.learner${i}@example.com`,
        classes: LIGHT_CLASSES,
        mistakesPerClass: 2,
      })),
    );
    console.log(
      `${LEARNERS} learners: ${many.classCount} classes, ${many.entryCount} entries, ${many.mistakeCount} mistakes written in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    const staff = {
      authorization: `Bearer ${await signIn(server.url, 'admin@example.com', 'admin-password')}`,
    };
    const each = [];
    started = performance.now();
    for (const id of many.ids) {
      const t = performance.now();
      const response = await fetch(`${server.url}/api/admin/users/${id}/progress`, {
        headers: staff,
      });
      if (!response.ok) throw new Error(`learner ${id}: ${response.status}`);
      await response.arrayBuffer();
      each.push(performance.now() - t);
    }
    const total = performance.now() - started;
    each.sort((a, b) => a - b);
    console.log(
      `the map of ${LEARNERS} learners, read one after another by staff: ${(total / 1000).toFixed(1)} s, median ${median(each).toFixed(1)} ms, p99 ${each[Math.floor(each.length * 0.99)].toFixed(1)} ms a learner`,
    );
  } finally {
    await client.end();
    await before?.stop();
    await beforeData?.remove();
    await server.stop();
    await database.drop();
    await data.remove();
  }
}

await main();
