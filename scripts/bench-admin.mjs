// npm run bench:admin — requests/s and p99 of the back office's lists (paged, searched,
// sorted, deep pages, CSV export) and of an audited write, on a database holding thousands
// of leads, on PGlite and on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
import autocannon from 'autocannon';
import { inEachDatabaseMode, startServer } from './bench-lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const LEADS = Number(process.env.BENCH_LEADS ?? 3000);

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function benchMode(label, env) {
  const server = await startServer({ ...env, RATE_LIMIT_SCALE: '100000', LOG_LEVEL: 'warn' });
  const { token } = await json(
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
    }),
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // Thousands of leads through the public form, as visitors would leave them.
  const fillStarted = performance.now();
  for (let start = 0; start < LEADS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, LEADS - start) }, (_, index) =>
        fetch(`${server.url}/api/request-demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `visitor${start + index}@example.com` }),
        }).then(json),
      ),
    );
  }
  const fillMs = performance.now() - fillStarted;
  const { data: faqs } = await json(await fetch(`${server.url}/api/admin/faqs`, { headers }));

  const reads = [
    '/api/admin/demo-requests',
    '/api/admin/demo-requests?q=visitor12&sort=email',
    `/api/admin/demo-requests?page=${Math.floor(LEADS / 25)}&sort=-created_at`,
    '/api/admin/outbox?status=pending',
    '/api/admin/users',
    '/api/admin/subscriptions',
    '/api/admin/products',
    '/api/admin/audit-log',
  ];
  const rows = [];
  for (const path of reads) {
    await load(`${server.url}${path}`, { headers, duration: 1 });
    const result = await load(`${server.url}${path}`, { headers });
    rows.push({
      mode: label,
      call: `GET ${path}`,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  // A write: the FAQ's answer changed, audited and the public cache dropped, every time.
  const write = await load(`${server.url}/api/admin/faqs/${faqs[0].id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ answer: faqs[0].answer }),
  });
  rows.push({
    mode: label,
    call: 'PATCH /api/admin/faqs/:id',
    'req/s': Math.round(write.requests.average),
    'p99 ms': write.latency.p99,
    errors: write.errors + write.non2xx,
  });
  const exportStarted = performance.now();
  const csv = await (
    await fetch(`${server.url}/api/admin/demo-requests/export`, { headers })
  ).text();
  const exportMs = performance.now() - exportStarted;
  rows.push({
    mode: label,
    call: `GET …/demo-requests/export (${csv.trim().split('\n').length - 1} rows, once)`,
    'req/s': '',
    'p99 ms': Math.round(exportMs),
    errors: 0,
  });
  await server.stop();
  console.log(`${label}: ${LEADS} demo requests sent through the form in ${Math.round(fillMs)} ms`);
  return rows;
}

const results = (await inEachDatabaseMode(benchMode)).flat();
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, Node ${process.version}`);
console.table(results);
