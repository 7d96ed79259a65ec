import { reminderKindSchema, UNSUBSCRIBE_LINK_INVALID } from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardDone, CardPage, CardSubmit } from '../../components/card-page.tsx';
import { ErrorBanner } from '../../components/form-field.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { serverMessage, useUnexpectedError } from '../../lib/server-errors.ts';
import { isInvalidLink, useUnsubscribe, useUnsubscribeState, type UnsubscribeLink } from './api.ts';

export const STOP_BUTTON = msg`Stop these reminders`;

/** "A reminder 1 hour before…" as it reads after a colon in the middle of a sentence. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The token and kind of the link, or null when either is missing or the kind is unknown. */
function linkFrom(params: URLSearchParams): UnsubscribeLink | null {
  const token = params.get('token');
  const kind = reminderKindSchema.safeParse(params.get('kind'));
  return token && kind.success ? { token, kind: kind.data } : null;
}

/**
 * Where the link at the foot of a reminder leads (`?token=…&kind=…`): it says what the link
 * would stop, and stops it only when the button is pressed.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  usePageMeta(t`Unsubscribe`, t`Stop one kind of reminder e-mail from Iqra.`);
  const [searchParams] = useSearchParams();
  const link = linkFrom(searchParams);

  return (
    <CardPage title={t`Unsubscribe`}>
      {link ? <LinkAnswer link={link} /> : <InvalidLink />}
    </CardPage>
  );
}

function LinkAnswer({ link }: { link: UnsubscribeLink }) {
  const { t } = useLingui();
  const unexpected = useUnexpectedError();
  const state = useUnsubscribeState(link);
  const stop = useUnsubscribe(link);

  if (state.isPending) {
    return (
      <p role="status" className="mt-6 text-muted">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (isInvalidLink(state.error) || isInvalidLink(stop.error)) return <InvalidLink />;
  if (state.error) {
    return (
      <div className="mt-6 space-y-4">
        <ErrorBanner message={serverMessage(state.error, unexpected)} />
        <button type="button" className="btn btn-outline" onClick={() => void state.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (stop.isSuccess) {
    const reminder = inSentence(stop.data.label);
    return (
      <CardDone
        message={
          <Trans>
            You will no longer get this reminder: <bdi>{reminder}</bdi>.
          </Trans>
        }
      >
        <TurnBackOn />
      </CardDone>
    );
  }
  if (!state.data.on) {
    const reminder = inSentence(state.data.label);
    return (
      <div className="mt-6 space-y-4">
        <p>
          <Trans>
            This reminder is already off: <bdi>{reminder}</bdi>.
          </Trans>
        </p>
        <TurnBackOn />
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    stop.mutate();
  };
  return (
    <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
      <div>
        <p className="text-muted">
          <Trans>This link turns off one kind of reminder:</Trans>
        </p>
        <p className="mt-1 font-semibold">{state.data.label}</p>
      </div>
      <p className="text-muted">
        <Trans>Mails about a class being booked, moved or cancelled still come.</Trans>
      </p>
      <ErrorBanner message={stop.error ? serverMessage(stop.error, unexpected) : undefined} />
      <CardSubmit busy={stop.isPending}>{t(STOP_BUTTON)}</CardSubmit>
    </form>
  );
}

/** Where a reminder comes back: the account page, which needs the person signed in. */
function TurnBackOn() {
  return (
    <p className="text-muted">
      <Trans>
        You can turn it back on from{' '}
        <Link to="/account" className="text-primary underline">
          your account page
        </Link>{' '}
        once you are signed in.
      </Trans>
    </p>
  );
}

function InvalidLink() {
  return (
    <div className="mt-6 space-y-4">
      <ErrorBanner message={UNSUBSCRIBE_LINK_INVALID} />
      <p className="text-muted">
        <Trans>
          You can choose which reminders you get on{' '}
          <Link to="/account" className="text-primary underline">
            your account page
          </Link>{' '}
          once you are signed in.
        </Trans>
      </p>
    </div>
  );
}
