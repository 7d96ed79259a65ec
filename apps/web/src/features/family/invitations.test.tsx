import {
  CONSENT_REQUIRED,
  familyInvitationSchema,
  INVITE_SELF,
  invitationAcceptedSchema,
  listOf,
  messageSchema,
  NO_INVITATION,
  one,
  receivedInvitationSchema,
  validationErrorSchema,
  type FamilyInvitation,
} from '@iqra/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { englishI18n } from '../../i18n/i18n.ts';
import { playApi, renderAt, renderIn } from '../../test-utils/played-api.tsx';
import { useInviteChild } from './api.ts';
import { InvitationsList } from './invitations-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { JoinFamilyPage, NOT_A_LEARNER } from './join-page.tsx';

// The API is played at the network edge (fetch); the forms, the page, their hooks and the
// client are real.

const sent: FamilyInvitation = {
  id: 7,
  kind: 'child',
  email: 'bilal@example.com',
  child: null,
  created_at: '2027-03-01T09:00:00.000Z',
  expires_at: '2027-03-15T09:00:00.000Z',
  expired: false,
};

/** The family page's "invite a learner" form, sending with the page's own hook. */
function InviteChild() {
  const invite = useInviteChild();
  const [said, setSaid] = useState('');
  return (
    <>
      <p role="status">{said}</p>
      <InviteForm
        idPrefix="invite-child"
        heading="Invite a learner who has an account"
        intro="We e-mail them a link."
        consent="I agree."
        submit="Send invitation"
        send={async (input) => {
          const answered = await invite.mutateAsync({ ...input, consent: true });
          return `We have sent an invitation to ${answered.data.email}.`;
        }}
        onSent={setSaid}
      />
    </>
  );
}

describe('inviting a learner by address', () => {
  it('says what each field lacks before sending anything, and focuses the first', async () => {
    const calls = playApi(() => undefined);
    const user = userEvent.setup();
    renderAt(<InviteChild />, '/family');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByLabelText('Their e-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText(CONSENT_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(calls).toEqual([]);
  });

  it('puts the server’s refusal under its field, and says where it went once sent', async () => {
    let refuse = true;
    const calls = playApi(({ url }) => {
      if (url !== '/api/family/invitations') return undefined;
      return refuse
        ? answer(
            validationErrorSchema,
            { message: INVITE_SELF, errors: { email: [INVITE_SELF] } },
            422,
          )
        : answer(one(familyInvitationSchema), { data: sent }, 201);
    });
    const user = userEvent.setup();
    renderAt(<InviteChild />, '/family');
    await user.type(screen.getByLabelText('Their e-mail address'), 'Bilal@Example.com');
    // The keyboard alone: tab to the consent, tick it with the space bar, send with Enter.
    await user.tab();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INVITE_SELF)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { email: 'bilal@example.com', consent: true },
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We have sent an invitation to bilal@example.com.',
      ),
    );
  });
});

describe('the invitations waiting for an answer', () => {
  it('are listed with what each is for, and each is sent again or cancelled', async () => {
    const guardian: FamilyInvitation = {
      ...sent,
      id: 8,
      kind: 'guardian',
      email: 'yusuf@example.com',
      child: { id: 3, firstName: 'Hana' },
      expired: true,
    };
    const calls = playApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/family/invitations') {
        return answer(listOf(familyInvitationSchema), { data: [sent, guardian] });
      }
      if (url === '/api/family/invitations/8/resend') {
        return answer(one(familyInvitationSchema), { data: { ...guardian, expired: false } });
      }
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    const told: string[] = [];
    const user = userEvent.setup();
    renderAt(<InvitationsList zone="Asia/Amman" onDone={(said) => told.push(said)} />, '/family');
    const list = await screen.findByRole('region', { name: 'Invitations waiting for an answer' });
    expect(list.textContent).toContain('Invited to be your child.');
    expect(list.textContent).toContain('Invited to be Hana’s guardian too. The link has expired.');

    await user.click(
      screen.getByRole('button', { name: 'Send the invitation to yusuf@example.com again' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Cancel the invitation to bilal@example.com' }),
    );
    await waitFor(() =>
      expect(told).toEqual([
        'The invitation is sent to yusuf@example.com again.',
        'The invitation to bilal@example.com is cancelled.',
      ]),
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', url: '/api/family/invitations/8/resend', body: undefined },
      { method: 'DELETE', url: '/api/family/invitations/7', body: undefined },
    ]);
  });
});

describe('the invitee’s page', () => {
  const received = (url: string) =>
    url.startsWith('/api/family/invitations/received?token=abc')
      ? answer(one(receivedInvitationSchema), {
          data: {
            kind: 'guardian',
            from: { firstName: 'Khadija', lastName: 'Haddad' },
            child: { firstName: 'Hana', age: 7 },
            expires_at: '2027-03-15T09:00:00.000Z',
          },
        })
      : undefined;

  it('says who invites and what accepting means, and a second guardian accepts only with consent', async () => {
    const calls = playApi(({ url }) =>
      url === '/api/family/invitations/accept'
        ? answer(one(invitationAcceptedSchema), {
            data: { kind: 'guardian', message: 'You are Hana’s guardian now.' },
          })
        : received(url),
    );
    const user = userEvent.setup();
    renderAt(<JoinFamilyPage />, '/family/join?token=abc');
    const heading = await screen.findByRole('heading', { name: 'An invitation to a family' });
    const page = heading.parentElement!;
    await screen.findByText('Khadija Haddad');
    expect(page.textContent).toContain('asks you to be a guardian of Hana (age 7) too.');
    expect(page.textContent).toContain('may pay for Hana’s courses');

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText(CONSENT_REQUIRED)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/accept'))).toBe(false);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'You are Hana’s guardian now.',
    );
    expect(screen.getByRole('link', { name: 'See my family' }).getAttribute('href')).toBe(
      '/family',
    );
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/family/invitations/accept',
      body: { token: 'abc', consent: true },
    });
  });

  it('tells a link that is not the account’s what to do', async () => {
    playApi(() => answer(messageSchema, { message: NO_INVITATION }, 404));
    renderAt(<JoinFamilyPage />, '/family/join?token=other');
    expect((await screen.findByRole('alert')).textContent).toBe(NO_INVITATION);
  });

  it('tells a tutor’s or staff account that a family is a learner’s', async () => {
    playApi(() => answer(messageSchema, { message: 'This action is unauthorized.' }, 403));
    renderAt(<JoinFamilyPage />, '/family/join?token=abc');
    expect((await screen.findByRole('alert')).textContent).toBe(englishI18n()._(NOT_A_LEARNER));
  });

  it('reads in Arabic, the names kept as written, and asks for consent in Arabic', async () => {
    playApi(({ url }) => received(url));
    const user = userEvent.setup();
    await renderIn('ar', <JoinFamilyPage />, '/family/join?token=abc');
    const heading = await screen.findByRole('heading', { name: 'دعوة إلى عائلة' });
    const page = heading.parentElement!;
    await screen.findByText('Khadija Haddad');
    expect(page.textContent).toContain('أن تكون أيضًا وليّ أمر Hana (العمر 7)');
    expect(page.textContent).toContain('يمكنك الدفع لدورات Hana،');
    await user.click(screen.getByRole('button', { name: 'قبول' }));
    expect(
      screen.getByText('يُرجى تأكيد موافقتك على أن تحتفظ المدرسة ببيانات طفلك وأن تعلّمه.'),
    ).toBeTruthy();
  });
});
