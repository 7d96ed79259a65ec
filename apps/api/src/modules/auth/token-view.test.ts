import { describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from './service.ts';
import { TokenView, type FoundToken } from './token-view.ts';

const person = (id: number, role = 'student') =>
  ({ user: { id, role }, tokenId: id * 10 }) as unknown as AuthenticatedUser;

/** A database stand-in that counts its lookups and answers what it holds now. */
function tokensTable(rows: Map<string, FoundToken>) {
  let reads = 0;
  return {
    load: (hash: string) => async () => {
      reads += 1;
      return rows.get(hash) ?? null;
    },
    get reads() {
      return reads;
    },
  };
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the token view', () => {
  it('answers a token seen lately without a lookup, until its person is dropped', async () => {
    const rows = new Map([['h1', { auth: person(1), expiresAt: inAnHour() }]]);
    const table = tokensTable(rows);
    const view = new TokenView(() => true);
    expect(await view.lookup('h1', table.load('h1'))).toEqual(person(1));
    expect(await view.lookup('h1', table.load('h1'))).toEqual(person(1));
    expect(table.reads).toBe(1);

    rows.set('h1', { auth: person(1, 'admin'), expiresAt: inAnHour() });
    view.dropUser(2);
    expect((await view.lookup('h1', table.load('h1')))?.user.role).toBe('student');
    view.dropUser(1);
    expect((await view.lookup('h1', table.load('h1')))?.user.role).toBe('admin');
    expect(table.reads).toBe(2);
  });

  it('never keeps an unknown token, nor one past its expiry', async () => {
    const rows = new Map([['old', { auth: person(3), expiresAt: new Date(Date.now() - 1) }]]);
    const table = tokensTable(rows);
    const view = new TokenView(() => true);
    expect(await view.lookup('nobody', table.load('nobody'))).toBeNull();
    rows.set('nobody', { auth: person(4), expiresAt: inAnHour() });
    expect(await view.lookup('nobody', table.load('nobody'))).toEqual(person(4));
    await view.lookup('old', table.load('old'));
    await view.lookup('old', table.load('old'));
    expect(table.reads).toBe(4);
  });

  it('looks every token up while announcements may be missed', async () => {
    let trusted = false;
    const table = tokensTable(new Map([['h', { auth: person(5), expiresAt: inAnHour() }]]));
    const view = new TokenView(() => trusted);
    await view.lookup('h', table.load('h'));
    await view.lookup('h', table.load('h'));
    expect(table.reads).toBe(2);
    expect(view.size).toBe(0);
    trusted = true;
    await view.lookup('h', table.load('h'));
    await view.lookup('h', table.load('h'));
    expect(table.reads).toBe(3);
  });

  it('does not keep what a lookup read before a drop that came while it ran', async () => {
    const view = new TokenView(() => true);
    let finish: (found: FoundToken) => void = () => undefined;
    const slow = view.lookup(
      'h',
      () =>
        new Promise<FoundToken>((resolve) => {
          finish = resolve;
        }),
    );
    view.dropUser(6);
    finish({ auth: person(6), expiresAt: inAnHour() });
    expect(await slow).toEqual(person(6));
    expect(view.size).toBe(0);
  });
});
