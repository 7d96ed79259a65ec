import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseKind } from './helpers.ts';

// The real entry point, as `npm start` runs it: start, serve, and stop on SIGTERM.
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iqra-server-'));
const postgres = testDatabaseKind === 'postgres' ? await createPostgresDatabase('empty') : null;
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

function start(): Promise<{ child: ChildProcess; address: string; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
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

describe('the server process', () => {
  it('serves, logs one line per request, and finishes in-flight requests on SIGTERM', async () => {
    const { child, address, lines } = await start();
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

  it('starts again on the same data without seeding twice', async () => {
    const { child, address } = await start();
    const response = await fetch(`${address}/api/products`);
    const { data } = (await response.json()) as { data: { slug: string }[] };
    expect(new Set(data.map((product) => product.slug)).size).toBe(data.length);
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
