import { expect } from 'vitest';
import { one, tutorLeaveSchema, type TutorLeave } from '@iqra/contracts';
import type { clientOf } from './helpers.ts';

// A tutor's leave through the API (decision 049): asked for by the tutor, approved by staff.

type Client = ReturnType<typeof clientOf>;

/** The tutor asks for leave of these days (for Umrah); the leave as answered, waiting. */
export async function askLeave(tutor: Client, days: { starts_on: string; ends_on: string }) {
  const asked = await tutor.send('POST', '/api/teach/leaves', { ...days, reason: 'Umrah' });
  expect(asked.statusCode, asked.body).toBe(201);
  return one(tutorLeaveSchema).parse(asked.json()).data;
}

/** Staff approve it with this substitute (null: none); the leave as answered. */
export async function approveLeave(
  staff: Client,
  leave: TutorLeave,
  substituteId: number | null,
): Promise<TutorLeave> {
  const approved = await staff.send('POST', `/api/admin/tutor-leaves/${leave.id}/approve`, {
    substitute_id: substituteId,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return one(tutorLeaveSchema).parse(approved.json()).data;
}
