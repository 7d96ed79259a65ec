// npm run bench:certificates — certificate PDFs as a holder downloads them: BENCH_CERTIFICATES
// (200) certificates issued by staff to the demo learner (names in Arabic, titles and lines
// varied, half of them memorisation milestones),
// then each one's PDF asked for once, one after another, from the built server on the embedded
// database. Prints the p50, p90 and p99 of the time to the last byte, and the PDFs' sizes.
import { signIn, startServer, tempDataDir } from './bench-lib.mjs';

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 200);
const NAMES = ['أمينة رحمن', 'يوسف علي', 'مريم حداد', 'زيد خان', 'هناء صالح'];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function api(url, token, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function main() {
  const data = await tempDataDir();
  const server = await startServer({
    DATA_DIR: data.dir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000',
  });
  try {
    const staff = await signIn(server.url, 'admin@example.com', 'admin-password');
    const tutors = await api(server.url, staff, 'GET', '/api/admin/tutors?active=true&per_page=10');
    const tutorId = tutors.data[0].id;
    const student = await signIn(server.url);
    const learnerId = (await api(server.url, student, 'GET', '/api/auth/user')).user.id;
    const codes = [];
    for (let n = 0; n < COUNT; n += 1) {
      const arabic = NAMES[n % NAMES.length];
      const issued = await api(server.url, staff, 'POST', '/api/admin/certificates', {
        learner_id: learnerId,
        kind: n % 2 ? 'qaida' : 'memorisation',
        tutor_id: tutorId,
        title_ar: n % 2 ? 'إتمام القاعدة النورانية' : 'حفظ جزء عمّ',
        learner_name_ar: arabic,
        line: 'With sound makharij and steady recitation.',
        line_ar: 'بمخارج صحيحة وتلاوة متقنة',
        ...(n % 2 ? {} : { from: '78:1', to: '114:6' }),
        grade: 'Excellent',
        issued_on: '2026-11-28',
      });
      codes.push(issued.data.code);
    }
    const times = [];
    const sizes = [];
    for (const code of codes) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/certificates/${code}/pdf`);
      const body = await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`PDF of ${code}: ${response.status}`);
      sizes.push(body.byteLength);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const kb = (bytes) => Math.round(bytes / 102.4) / 10;
    console.table([
      {
        certificates: COUNT,
        'p50 (ms)': Math.round(percentile(sorted, 0.5)),
        'p90 (ms)': Math.round(percentile(sorted, 0.9)),
        'p99 (ms)': Math.round(percentile(sorted, 0.99)),
        'first (ms)': Math.round(times[0]),
        'median size (kB)': kb([...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)]),
        'largest (kB)': kb(Math.max(...sizes)),
      },
    ]);
  } finally {
    await server.stop();
    await data.remove();
  }
}

await main();
