import type { CertificateProposal } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { useCertificateProposals } from './api.ts';
import { Badge, ListState, Panel } from './class-parts.tsx';
import { CERTIFICATE_KIND_NAMES } from '../../components/certificates/certificate-names.ts';
import { useClock } from './use-clock.ts';

// The dialog's code (the range picker, the Quran's surah list) comes when it is first opened.
const ProposeCertificateDialog = lazy(() => import('./propose-certificate-dialog.tsx'));

function ProposalState({ proposal, zone }: { proposal: CertificateProposal; zone: string }) {
  const clock = useClock();
  if (proposal.status === 'approved') {
    const code = proposal.certificate?.code;
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge look="green" icon="pi-check-circle">
          <Trans>Issued</Trans>
        </Badge>
        {proposal.certificate && (
          <a href={proposal.certificate.url} className="font-semibold text-primary underline">
            <Trans>
              See certificate <bdi>{code}</bdi>
            </Trans>
          </a>
        )}
      </p>
    );
  }
  if (proposal.status === 'declined') {
    return (
      <div className="mt-2 text-sm">
        <Badge look="red" icon="pi-times-circle">
          <Trans>Declined</Trans>
        </Badge>
        <p className="mt-1 break-words">{proposal.decline_reason}</p>
      </div>
    );
  }
  const proposedAt = proposal.proposed_at;
  const proposedOn = clock.dayLabel(proposedAt, zone);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Badge look="gold" icon="pi-clock">
        <Trans>With the school</Trans>
      </Badge>
      <span>
        <Trans>
          Proposed <time dateTime={proposedAt}>{proposedOn}</time>
        </Trans>
      </span>
    </p>
  );
}

/**
 * Certificates the tutor proposed for their learners, and a new one, where the school's rules
 * let tutors propose; staff decide. Absent where the school does not and none were made.
 */
export function CertificateProposalsSection({ zone }: { zone: string }) {
  const { t, i18n } = useLingui();
  const proposals = useCertificateProposals();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [announced, setAnnounced] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const rows = proposals.data?.data ?? [];
  const taking = proposals.data?.open ?? false;
  if (proposals.isSuccess && !taking && rows.length === 0) return null;
  return (
    <Panel
      id="teach-certificates"
      title={t`Certificates`}
      intro={t`Propose one when a learner completes something; the school’s staff issue it.`}
      actions={
        taking && (
          <button
            ref={opener}
            type="button"
            className="btn btn-outline min-h-10 px-4 py-2 text-sm"
            onClick={() => {
              setAnnounced('');
              setOpened(true);
              setOpen(true);
            }}
          >
            <i className="pi pi-verified" aria-hidden />
            <Trans>Propose a certificate</Trans>
          </button>
        )
      }
    >
      <p role="status" className="sr-only">
        {announced}
      </p>
      <ListState
        pending={proposals.isPending}
        error={proposals.error}
        empty={rows.length === 0 && t`No proposals yet.`}
        loading={t`Loading certificate proposals…`}
      />
      {rows.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t`Your certificate proposals`}>
          {rows.map((proposal) => (
            <li key={proposal.id} className="card p-4">
              <p className="break-words font-semibold">{proposal.title}</p>
              <p className="text-sm text-muted">
                <bdi>{proposal.learner.name}</bdi> · {i18n._(CERTIFICATE_KIND_NAMES[proposal.kind])}
                {proposal.range && (
                  <>
                    {' '}
                    · <bdi>{proposal.range.label}</bdi>
                  </>
                )}
              </p>
              <ProposalState proposal={proposal} zone={zone} />
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ProposeCertificateDialog
            visible={open}
            onClose={() => setOpen(false)}
            onDone={(proposal) => {
              const title = proposal.title;
              const learner = proposal.learner.name;
              setOpen(false);
              setAnnounced(t`Your proposal of “${title}” for ${learner} is with the school.`);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}
