import { expect } from 'vitest';
import {
  childSchema,
  familyInvitationSchema,
  familySchema,
  invitationAcceptedSchema,
  listOf,
  messageSchema,
  one,
} from '@iqra/contracts';
import { clientOf, registerLearner } from './helpers.ts';
import { linkIn } from './smtp-stand-in.ts';
import { schoolUnderClock } from './teaching.ts';

// A school for the tests of joining a family by invitation (decision 034): its people, the
// parent's calls, the invitee's, and the links read from the mails that carry them. "This
// year" is 2027 on the school's clock.

export const START = '2027-03-01T09:00:00Z';
const SITE = 'https://school.example';
export const consent = true;

export async function familyInvitationsSchool() {
  const school = await schoolUnderClock(START);
  const { smtp, app } = school;
  let people = 0;

  /** A learner's account (a parent, or a learner to be invited), with its calls. */
  async function learner(firstName = 'Amina', email?: string) {
    people += 1;
    const registered = await registerLearner(app, {
      firstName,
      lastName: `Family${people}`,
      time_zone: 'Asia/Amman',
      ...(email ? { email } : {}),
    });
    return { ...registered, ...clientOf(app, registered.token) };
  }
  type Learner = Awaited<ReturnType<typeof learner>>;
  type Caller = { headers: Record<string, string> } | null;

  async function addChild(parent: Learner, child: Record<string, unknown>) {
    const response = await parent.send('POST', '/api/family/children', { consent, ...child });
    expect(response.statusCode, response.body).toBe(201);
    return one(childSchema).parse(response.json()).data;
  }

  async function inviteChild(parent: Learner, email: string) {
    const response = await parent.send('POST', '/api/family/invitations', { email, consent });
    expect(response.statusCode, response.body).toBe(201);
    return one(familyInvitationSchema).parse(response.json()).data;
  }

  async function inviteGuardian(parent: Learner, childId: number, email: string) {
    const url = `/api/family/children/${childId}/guardians`;
    const response = await parent.send('POST', url, { email });
    expect(response.statusCode, response.body).toBe(201);
    return one(familyInvitationSchema).parse(response.json()).data;
  }

  /** The `nth` mail to `email` whose subject matches, waited for. */
  async function nthMail(email: string, subject: RegExp, nth: number) {
    const mails = await smtp.waitFor(
      (mail) => mail.to.includes(email) && subject.test(mail.subject),
      nth,
    );
    const mail = mails[nth - 1];
    if (!mail) throw new Error(`no mail ${nth} to ${email}`);
    return mail;
  }

  /** The token of the `nth` invitation mailed to `email`. */
  async function invitationToken(email: string, nth = 1) {
    const mail = await nthMail(email, /invites you/, nth);
    const link = new URL(linkIn(mail, `${SITE}/family/join?token=`));
    return link.searchParams.get('token') ?? '';
  }

  /** The `nth` sign-in link mailed to a child at `email`. */
  async function signInLink(email: string, nth = 1) {
    const mail = await nthMail(email, /^Your own sign-in at Iqra Academy$/, nth);
    return new URL(linkIn(mail, `${SITE}/reset-password?token=`));
  }

  const received = (who: Caller, token: string) =>
    app.inject({
      url: `/api/family/invitations/received?token=${encodeURIComponent(token)}`,
      headers: who?.headers ?? {},
    });
  const accept = (who: Caller, token: string, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/family/invitations/accept',
      headers: who?.headers ?? {},
      payload: { token, ...extra },
    });

  async function accepted(who: Learner, token: string, extra: Record<string, unknown> = {}) {
    const response = await accept(who, token, extra);
    expect(response.statusCode, response.body).toBe(200);
    return one(invitationAcceptedSchema).parse(response.json()).data;
  }

  const familyOf = async (who: Learner) =>
    one(familySchema).parse((await who.get('/api/family')).json()).data.children;
  const pendingOf = async (who: Learner) =>
    listOf(familyInvitationSchema).parse((await who.get('/api/family/invitations')).json()).data;

  return {
    ...school,
    learner,
    addChild,
    inviteChild,
    inviteGuardian,
    invitationToken,
    signInLink,
    received,
    accept,
    accepted,
    familyOf,
    pendingOf,
  };
}

/** A refusal's status and message. */
export function refused(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return messageSchema.parse(response.json()).message;
}
