// The teaching part of `npm run bench:api`: a term of classes (200 tutors, 2,000 learners,
// about 100,000 classes) written straight into PostgreSQL, then the learner's upcoming
// classes and a tutor's week under load, and how long setting a year-long weekly plan takes.
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { median, signIn } from './bench-lib.mjs';

const TUTORS = Number(process.env.BENCH_TUTORS ?? 200);
const LEARNERS_PER_TUTOR = Number(process.env.BENCH_LEARNERS_PER_TUTOR ?? 10);
const TERM_WEEKS = 12.5;
const ZONES = ['Europe/London', 'America/Toronto', 'Asia/Karachi', 'Australia/Sydney'];

/**
 * Fills the database behind `url` with a term of classes. Every tutor (Cairo) teaches ten
 * learners, each four days a week in an hour of their own, so no two classes of a tutor meet.
 * The bench accounts share the demo accounts' password hashes, so they can sign in.
 */
export async function fillTerm(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (first_name, last_name, phone, email, password_hash, role, time_zone)
       select 'Tutor', 'No ' || n, '', 'bench.tutor' || n || '@example.com',
              (select password_hash from users where email = 'tutor@example.com'), 'tutor', 'Africa/Cairo'
       from generate_series(1, $1) as n`,
      [TUTORS],
    );
    await client.query(
      `insert into tutors (user_id, meeting_link, languages)
       select id, 'https://meet.jit.si/bench-' || id, '{Arabic,English}'
       from users where email like 'bench.tutor%'`,
    );
    await client.query(
      `insert into users (first_name, last_name, phone, email, password_hash, time_zone)
       select 'Learner', 'No ' || n, '', 'bench.learner' || n || '@example.com',
              (select password_hash from users where email = 'student@example.com'),
              ($2::text[])[1 + n % 4]
       from generate_series(1, $1) as n`,
      [TUTORS * LEARNERS_PER_TUTOR, ZONES],
    );
    await client.query(
      `insert into subscriptions (user_id, product_id, tier_id, started_at, ended_at)
       select u.id, (select min(id) from products),
              (select t.id from tiers t join tier_groups g on g.id = t.group_id where g.minutes = 30 order by t.id limit 1),
              now() - interval '6 weeks', now() + make_interval(days => $1)
       from users u where u.email like 'bench.learner%'`,
      [Math.round(TERM_WEEKS * 7) - 42],
    );
    // Learner n is taught by tutor n % TUTORS, in the hour 08:00 + (n / TUTORS).
    await client.query(
      `insert into class_series (subscription_id, tutor_id, weekdays, start_time, minutes, anchor_zone)
       select s.id, t.user_id,
              case when l.n % 2 = 0 then '{1,2,4,6}'::smallint[] else '{1,3,5,7}'::smallint[] end,
              lpad((8 + (l.n - 1) / $1)::text, 2, '0') || ':00', 30, 'Africa/Cairo'
       from (select id, row_number() over (order by id) as n from users where email like 'bench.learner%') l
       join subscriptions s on s.user_id = l.id
       join (select user_id, row_number() over (order by user_id) as n from tutors
             where user_id in (select id from users where email like 'bench.tutor%')) t
         on t.n = 1 + (l.n - 1) % $1`,
      [TUTORS],
    );
    // Each series' days over the term, at its wall-clock time in Cairo (PostgreSQL's own
    // zone rules: this is bench data, not the product's generator).
    const { rowCount } = await client.query(
      `insert into classes (subscription_id, series_id, tutor_id, title, starts_at, ends_at, anchor_zone, time_set_at)
       select c.subscription_id, c.id, c.tutor_id, 'Tajweed',
              (d::date + c.start_time::time) at time zone c.anchor_zone,
              (d::date + c.start_time::time) at time zone c.anchor_zone + interval '30 minutes',
              c.anchor_zone, s.started_at
       from class_series c
       join subscriptions s on s.id = c.subscription_id
       cross join lateral generate_series(s.started_at, s.ended_at - interval '1 day', interval '1 day') as d
       where extract(isodow from d)::smallint = any (c.weekdays)
         and c.tutor_id in (select id from users where email like 'bench.tutor%')`,
    );
    await client.query('commit');
    const fillMs = Math.round(performance.now() - started);
    await client.query('analyze');
    // A session for every bench learner (signing 2,000 in through the API would time argon2).
    const learners = await client.query(
      `select id from users where email like 'bench.learner%' order by id`,
    );
    const learnerTokens = learners.rows.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into auth_tokens (user_id, token_sha256, expires_at)
       select unnest($1::int[]), unnest($2::text[]), now() + interval '1 day'`,
      [
        learners.rows.map((row) => row.id),
        learnerTokens.map((token) => createHash('sha256').update(token).digest('hex')),
      ],
    );
    return { classes: rowCount, fillMs, learnerTokens };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

function load(url, headers, duration, connections, requests) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers,
        ...(requests ? { requests } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The rate the learners' lists are read at in the paced row, every one afresh: a request every
 * 10 ms whatever the answers (an open loop), each as the next learner. A closed loop of 50
 * connections measures how fast this machine can go (each answer waits 50 divided by the
 * rate), so its p99 is the machine's as much as the code's. autocannon's own rates send in
 * bursts (every connection at once, each tick), which measure the burst: 50 reads of 3 ms
 * queued behind each other. Spread evenly below what the machine can do, the latency is the
 * request's own.
 */
const PACED_RATE = 100;

/**
 * `url` read at `rate` requests a second for `seconds`, each as the next of `tokens`' owners,
 * sent when due whether or not earlier ones were answered. Latency counts from when a request
 * was due, so a late start counts against the answer.
 */
async function openLoop(url, tokens, rate, seconds) {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const answers = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const headers = { authorization: `Bearer ${tokens[i % tokens.length]}` };
    answers.push(
      fetch(url, { headers }).then(
        async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - due);
          if (!response.ok) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]);
  return { rate: total / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

/** One request after another, each as the next of `tokens`' owners in turn. */
function inTurn(tokens) {
  let next = 0;
  return [
    {
      setupRequest(request) {
        const token = tokens[next % tokens.length];
        next += 1;
        return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
      },
    },
  ];
}

/**
 * The learner's upcoming classes and a tutor's week under load (the bench accounts when the
 * term was filled, else the demo ones), and the time staff wait for a year-long plan.
 */
export async function benchTeaching(
  label,
  baseUrl,
  { filled, duration, connections, learnerTokens = [] },
) {
  const learner = filled ? 'bench.learner7@example.com' : 'student@example.com';
  const tutor = filled ? 'bench.tutor7@example.com' : 'tutor@example.com';
  const learnerToken = await signIn(baseUrl, learner, 'student-password');
  const tutorToken = await signIn(baseUrl, tutor, 'tutor-password');
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(0, 0, 0, 0);
  const sunday = new Date(monday.getTime() + 7 * 86_400_000);
  const calls = [
    { path: '/api/my-classes', token: learnerToken },
    // Every bench learner in turn: each one's list is read afresh once, then kept.
    ...(learnerTokens.length
      ? [
          { path: '/api/my-classes', token: learnerTokens[0], tokens: learnerTokens },
          {
            path: '/api/my-classes',
            token: learnerTokens[0],
            tokens: learnerTokens,
            rate: PACED_RATE,
          },
        ]
      : []),
    {
      path: `/api/teach/classes?from=${monday.toISOString()}&to=${sunday.toISOString()}`,
      token: tutorToken,
    },
  ];
  const rows = [];
  for (const call of calls) {
    // Every learner's kept list out of date, as after any change to a class: read afresh.
    if (call.rate) await touchSchoolRules(baseUrl);
    const headers = { authorization: `Bearer ${call.token}` };
    const sample = await (await fetch(`${baseUrl}${call.path}`, { headers })).json();
    const endpoint =
      call.path.split('?')[0] + (call.tokens ? ` (${call.tokens.length} learners)` : '');
    if (call.rate) {
      // Medians of three rounds, every list out of date again before each.
      const rounds = [];
      for (let round = 0; round < 3; round += 1) {
        if (round > 0) await touchSchoolRules(baseUrl);
        rounds.push(await openLoop(`${baseUrl}${call.path}`, call.tokens, call.rate, duration));
      }
      rows.push({
        mode: label,
        endpoint: `${endpoint} afresh, ${call.rate} req/s spread evenly (median of 3)`,
        classes: sample.classes.length,
        'req/s': Math.round(median(rounds.map((paced) => paced.rate))),
        'p50 ms': median(rounds.map((paced) => paced.p50)),
        'p99 ms': median(rounds.map((paced) => paced.p99)),
        errors: rounds.reduce((sum, paced) => sum + paced.errors, 0),
      });
      continue;
    }
    const requests = call.tokens ? inTurn(call.tokens) : undefined;
    if (!requests) await load(`${baseUrl}${call.path}`, headers, 1, connections);
    const result = await load(`${baseUrl}${call.path}`, headers, duration, connections, requests);
    rows.push({
      mode: label,
      endpoint,
      classes: sample.classes.length,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return { rows, yearPlan: await timeYearPlan(baseUrl) };
}

/** Staff save the school's rules as they are: every kept class list is then out of date. */
async function touchSchoolRules(baseUrl) {
  const token = await signIn(baseUrl, 'admin@example.com', 'admin-password');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const rules = await (await fetch(`${baseUrl}/api/admin/school-settings`, { headers })).json();
  const saved = await fetch(`${baseUrl}/api/admin/school-settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(rules.data),
  });
  if (!saved.ok) throw new Error(`school settings: ${saved.status}`);
}

/** Median time of `PUT …/plan` for a subscription a year long (about 150 classes), 5 runs. */
async function timeYearPlan(baseUrl) {
  const token = await signIn(baseUrl, 'admin@example.com', 'admin-password');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const tutors = (await api('GET', '/api/admin/tutors?per_page=100&q=Maryam')).data;
  const learners = (await api('GET', '/api/admin/users?q=student@example.com')).data;
  const products = (await api('GET', '/api/admin/products?per_page=1')).data;
  const tiers = (await api('GET', '/api/admin/tiers?per_page=1')).data;
  const now = new Date();
  const subscription = (
    await api('POST', '/api/admin/subscriptions', {
      user_id: learners[0].id,
      product_id: products[0].id,
      tier_id: tiers[0].id,
      started_at: now.toISOString(),
      ended_at: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
    })
  ).data;
  const times = [];
  let classes = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const plan = await api('PUT', `/api/admin/subscriptions/${subscription.id}/plan`, {
      tutor_id: tutors[0].id,
      weekdays: run % 2 ? [1, 3, 5] : [2, 4, 6],
      start_time: `0${5 + run}:00`,
    });
    times.push(performance.now() - started);
    classes = plan.data.upcoming;
  }
  return { classes, medianMs: Math.round(median(times) * 10) / 10 };
}
