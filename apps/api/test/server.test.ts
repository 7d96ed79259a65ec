import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { outbox } from '../src/db/schema.ts';
import { createPostgresDatabase, testDatabaseKind } from './helpers.ts';
import { startSmtpStandIn } from './smtp-stand-in.ts';

// The real entry point, as `npm start` runs it: start, serve, and stop on SIGTERM.
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iqra-server-'));
const postgres = testDatabaseKind === 'postgres' ? await createPostgresDatabase('empty') : null;
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

function start(
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; address: string; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        const entry = JSON.parse(line) as { msg: string; address?: string };
        if (entry.msg === 'Iqra is ready' && entry.address)
          resolve({ child, address: entry.address, lines });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One kept-alive connection, spoken to in raw HTTP/1.1 so nothing reconnects behind our back. */
class Connection {
  private readonly socket: net.Socket;
  private buffered = Buffer.alloc(0);
  private waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null =
    null;
  /** Settles when the server has closed the connection. */
  readonly closed: Promise<void>;

  constructor(address: string) {
    const { hostname, port } = new URL(address);
    this.socket = net.connect(Number(port), hostname);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.settle();
    });
    this.socket.on('error', (error) => this.fail(error));
    this.closed = new Promise((resolve) =>
      this.socket.on('close', () => {
        this.fail(new Error('closed without an answer'));
        resolve();
      }),
    );
  }

  get(path: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      if (this.socket.destroyed) return reject(new Error('already closed by the server'));
      this.waiting = { resolve, reject };
      this.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    });
  }

  private settle() {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end === -1 || !this.waiting) return;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, end).toString().split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffered.length < end + 4 + length) return;
    const body = this.buffered.subarray(end + 4, end + 4 + length).toString();
    this.buffered = this.buffered.subarray(end + 4 + length);
    const { resolve } = this.waiting;
    this.waiting = null;
    resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
  }

  private fail(error: Error) {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbox's rows to `to`, read once the server has stopped (PGlite is one process's alone). */
async function outboxRowsTo(to: string) {
  const database = await openDatabase(
    postgres
      ? { kind: 'postgres', url: postgres.url, max: 1 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
  );
  try {
    return await database.db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(eq(outbox.to, to));
  } finally {
    await database.close();
  }
}

describe('the server process', () => {
  it('serves, logs one line per request, and finishes in-flight requests on SIGTERM', async () => {
    // fetch keeps its connection: a short keep-alive lets the drain end soon.
    const { child, address, lines } = await start({ KEEP_ALIVE_TIMEOUT_MS: '500' });
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    // Requests whose bodies are still arriving when SIGTERM comes: surely in flight.
    const body = JSON.stringify({ email: 'student@example.com', password: 'student-password' });
    const inFlight = Array.from({ length: 3 }, () => {
      const request = http.request(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.write(body.slice(0, 10));
      const status = new Promise<number | undefined>((resolve, reject) => {
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.on('error', reject);
      });
      return { request, status };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const { request } of inFlight) request.end(body.slice(10));
    expect(await Promise.all(inFlight.map(({ status }) => status))).toEqual([200, 200, 200]);
    expect(await exited).toBe(0);
    // A request after shutdown began finds no server.
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    const requestLines = lines
      .map((line) => JSON.parse(line) as { msg: string; url?: string; status?: number })
      .filter((entry) => entry.msg === 'request');
    expect(requestLines.filter((entry) => entry.url === '/api/auth/login')).toHaveLength(3);
    expect(requestLines.find((entry) => entry.url === '/api/health')?.status).toBe(200);
  });

  it('answers requests sent on kept-alive connections after SIGTERM, then exits', async () => {
    const { child, address, lines } = await start();
    const connections = Array.from({ length: 8 }, () => new Connection(address));
    for (const connection of connections) {
      const first = await connection.get('/api/health');
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
    }
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // Once the server has taken the signal, each connection is used again at another moment
    // of the shutdown, the first at once.
    while (!lines.some((line) => line.includes('shutting down'))) await pause(5);
    const answers = await Promise.all(
      connections.map(async (connection, index) => {
        await pause([0, 5, 20, 50, 100, 250, 500, 1000][index] ?? 0);
        return connection.get(index % 2 ? '/api/health' : '/api/countries');
      }),
    );
    for (const [index, answer] of answers.entries()) {
      expect(answer.headers.connection).toBe('close');
      if (index % 2) expect(JSON.parse(answer.body)).toEqual({ status: 'draining' });
      else expect(answer.status).toBe(200);
    }
    expect(await exited).toBe(0);
    await Promise.all(connections.map((connection) => connection.closed));
  });

  it('stops at once when nothing is connected', async () => {
    const { child } = await start();
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(2000);
  });

  it('starts again on the same data without seeding twice', async () => {
    // fetch keeps its connection: a short keep-alive lets the drain end soon.
    const { child, address } = await start({ KEEP_ALIVE_TIMEOUT_MS: '500' });
    const response = await fetch(`${address}/api/products`);
    const { data } = (await response.json()) as { data: { slug: string }[] };
    expect(new Set(data.map((product) => product.slug)).size).toBe(data.length);
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('the server process with mail to send', () => {
  it('lets the mail round under way finish before the database closes on SIGTERM', async () => {
    const smtp = await startSmtpStandIn();
    const to = 'stopping@example.com';
    // Only this mail is held: the demo's own mail (the parent's weekly digest) goes first.
    const release = smtp.hold((mail) => mail.to.includes(to));
    const { child, address, lines } = await start({ SMTP_URL: smtp.url });
    try {
      const asked = await fetch(`${address}/api/request-demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: to }),
      });
      expect(asked.status).toBe(201);
      // The worker is in the middle of sending: the SMTP server has the mail and has not
      // answered its DATA yet.
      await expect
        .poll(() => smtp.received.some((mail) => mail.to.includes(to)), { timeout: 10_000 })
        .toBe(true);
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      // Once the server has stopped listening the app is closing: a database closed first
      // would be closed by the time the mail is answered.
      await expect
        .poll(
          () =>
            fetch(`${address}/api/health`).then(
              () => 'listening',
              () => 'closed',
            ),
          { timeout: 10_000 },
        )
        .toBe('closed');
      await pause(200);
      release();
      expect(await exited).toBe(0);
      const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
      expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
      // Marked sent: no instance, this one restarted or another, sends it again.
      expect(await outboxRowsTo(to)).toEqual([{ status: 'sent', attempts: 1 }]);
    } finally {
      release();
      if (child.exitCode === null) child.kill('SIGKILL');
      await smtp.stop();
    }
  });
});
