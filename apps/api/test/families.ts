import { expect } from 'vitest';
import { childSchema, one, type ChildCreateInput } from '@iqra/contracts';
import type { clientOf } from './helpers.ts';

/** A parent adds a child through the API, consenting; the child as the API answers it. */
export async function addChild(
  asParent: ReturnType<typeof clientOf>,
  child: Partial<ChildCreateInput> & { firstName: string },
) {
  const added = await asParent.send('POST', '/api/family/children', {
    birth_year: 2018,
    gender: 1,
    consent: true,
    ...child,
  });
  expect(added.statusCode, added.body).toBe(201);
  return one(childSchema).parse(added.json()).data;
}
