// What a spec needs, from one place: the `test` with its fixtures, and the helpers.
export * from './accounts.ts';
export * from './checks.ts';
export * from './data.ts';
export * from './directions.ts';
export * from './fixtures.ts';
export * from './keyboard.ts';
export * from './mail.ts';
export * from './network.ts';
export * from './site-api.ts';
