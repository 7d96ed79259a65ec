import { paymentStartedSchema } from '@iqra/contracts';
import { describe, expect, it } from 'vitest';
import { answer } from './api-answers.ts';

describe('answer', () => {
  it('is the JSON the API would send, with its status', async () => {
    const body = { approval_url: '/pay/demo/42', payment_id: '7' };
    const response = answer(paymentStartedSchema, body, 201);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual(body);
  });

  // Expected to fail: the page's fetch swallows the error, and the test fails all the same.
  it.fails('fails the test of a stub that drifts from the contract', async () => {
    const fetchInPage = async () => answer(paymentStartedSchema, { payment_id: 7 } as never, 201);
    await fetchInPage().catch(() => null);
  });
});
