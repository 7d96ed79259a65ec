import { CERTIFICATE_KIND_LABELS, type CertificateProposal } from '@iqra/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useCertificateProposals } from './api.ts';
import { dayLabel } from './clock.ts';
import { Badge, ListState, Panel } from './class-parts.tsx';

// The dialog's code (the range picker, the Quran's surah list) comes when it is first opened.
const ProposeCertificateDialog = lazy(() => import('./propose-certificate-dialog.tsx'));

function ProposalState({ proposal, zone }: { proposal: CertificateProposal; zone: string }) {
  if (proposal.status === 'approved') {
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge look="green" icon="pi-check-circle">
          Issued
        </Badge>
        {proposal.certificate && (
          <a href={proposal.certificate.url} className="font-semibold text-primary underline">
            See certificate {proposal.certificate.code}
          </a>
        )}
      </p>
    );
  }
  if (proposal.status === 'declined') {
    return (
      <div className="mt-2 text-sm">
        <Badge look="red" icon="pi-times-circle">
          Declined
        </Badge>
        <p className="mt-1 break-words">{proposal.decline_reason}</p>
      </div>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Badge look="gold" icon="pi-clock">
        With the school
      </Badge>
      <span>
        Proposed <time dateTime={proposal.proposed_at}>{dayLabel(proposal.proposed_at, zone)}</time>
      </span>
    </p>
  );
}

/**
 * Certificates the tutor proposed for their learners, and a new one, where the school's rules
 * let tutors propose; staff decide. Absent where the school does not and none were made.
 */
export function CertificateProposalsSection({ zone }: { zone: string }) {
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
      title="Certificates"
      intro="Propose one when a learner completes something; the school’s staff issue it."
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
            Propose a certificate
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
        empty={rows.length === 0 && 'No proposals yet.'}
        loading="Loading certificate proposals…"
      />
      {rows.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label="Your certificate proposals">
          {rows.map((proposal) => (
            <li key={proposal.id} className="card p-4">
              <p className="break-words font-semibold">{proposal.title}</p>
              <p className="text-sm text-muted">
                {proposal.learner.name} · {CERTIFICATE_KIND_LABELS[proposal.kind]}
                {proposal.range && <> · {proposal.range.label}</>}
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
              setOpen(false);
              setAnnounced(
                `Your proposal of “${proposal.title}” for ${proposal.learner.name} is with the school.`,
              );
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}
