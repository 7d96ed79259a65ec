import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// Short timeouts, so each case takes about a second; the defaults are minutes (decision 008).
const TIMEOUTS = { headersMs: 500, requestMs: 1500, idleMs: 1000, keepAliveMs: 1000 };
const { app } = await createTestApp({ timeouts: TIMEOUTS });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = new URL(address);

interface Outcome {
  /** What the server wrote back, if anything. */
  answer: string;
  /** How it ended: the server closed the connection, or we stopped waiting. */
  ended: 'closed' | 'still open';
  ms: number;
}

/** Opens a raw connection, writes `parts` (waiting `gapMs` before each), and waits for the end. */
function talk(parts: string[], { gapMs = 0, waitMs = 4000 } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    const finish = (ended: Outcome['ended']) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, ended, ms: Date.now() - started });
    };
    const giveUp = setTimeout(() => finish('still open'), waitMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => finish('closed'));
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      for (const part of parts) {
        if (gapMs) await new Promise((wait) => setTimeout(wait, gapMs));
        if (socket.destroyed) return;
        socket.write(part);
      }
    });
  });
}

const login = JSON.stringify({ email: 'student@example.com', password: 'student-password' });
const head = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('a client that stalls', () => {
  it('gets 408 for headers that never end, within the headers timeout', async () => {
    const outcome = await talk(['POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n']);
    expect(outcome.ended).toBe('closed');
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.ms).toBeLessThan(TIMEOUTS.headersMs + 1000);
  });

  it('loses the connection when its body stops arriving, within the idle timeout', async () => {
    const outcome = await talk([head(login.length) + login.slice(0, 10)]);
    expect(outcome.ended).toBe('closed');
    expect(outcome.answer === '' || /^HTTP\/1\.1 408 /.test(outcome.answer)).toBe(true);
    expect(outcome.ms).toBeLessThan(TIMEOUTS.idleMs + 1000);
  });

  it('gets 408 for a body that trickles past the request timeout', async () => {
    // A byte every 200 ms never lets the idle timeout fire; the request timeout still does.
    const outcome = await talk([head(login.length), ...login.split('')], { gapMs: 200 });
    expect(outcome.ended).toBe('closed');
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.ms).toBeLessThan(TIMEOUTS.requestMs + 1000);
  });

  it('still serves a slow body that arrives within the request timeout', async () => {
    const chunks = login.match(/.{1,15}/g) ?? [];
    const outcome = await talk([head(login.length), ...chunks], { gapMs: 150, waitMs: 5000 });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 /);
    // Then the unused keep-alive connection is closed (Node allows a second past the timeout).
    expect(outcome.ended).toBe('closed');
  });
});
