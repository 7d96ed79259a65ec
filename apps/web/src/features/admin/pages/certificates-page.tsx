import {
  CERTIFICATE_DEFAULT_TITLES,
  CERTIFICATE_KIND_LABELS,
  certificateProposalApproveSchema,
  certificateProposalDeclineSchema,
  type CertificateProposal,
} from '@iqra/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { LoadingLine } from '../../../components/loading-line.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage } from '../api/queries.ts';
import {
  useAllCertificates,
  useApproveProposal,
  useCertificateProposals,
  useDeclineProposal,
} from '../api/certificates.ts';
import { ActionDialogButton } from '../components/action-dialog.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import { StatusTag } from '../components/parts.tsx';
import type { FieldConfig, Notice, Notify } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { formatWhen, toLocalDateInput } from '../utils/datetime.ts';
import { CertificateRow, WORDING_FIELDS } from './learner-certificates.tsx';

/** The approve form: the proposal's words to keep or change, and the day it is awarded. */
const approveFields = (proposal: CertificateProposal): FieldConfig[] => [
  ...WORDING_FIELDS.map((field) => ({
    ...field,
    initial: proposal[field.name as keyof CertificateProposal] ?? '',
    ...(field.name === 'title'
      ? { hint: `Left empty: “${CERTIFICATE_DEFAULT_TITLES[proposal.kind]}”.` }
      : {}),
  })),
  {
    name: 'issued_on',
    label: 'Awarded on',
    kind: 'text',
    hint: 'YYYY-MM-DD',
    initial: toLocalDateInput(new Date()),
  },
];

const DECLINE_FIELDS: FieldConfig[] = [
  {
    name: 'reason',
    label: 'Reason',
    kind: 'textarea',
    wide: true,
    hint: 'The tutor reads it on their Teach page.',
  },
];

/** What a proposal would say: the words, the ayat of a milestone, the grade. */
function ProposalWords({ proposal }: { proposal: CertificateProposal }) {
  return (
    <>
      <p className="font-semibold">{proposal.title}</p>
      {proposal.title_ar && (
        <p lang="ar" dir="rtl" className="text-start">
          {proposal.title_ar}
        </p>
      )}
      <p className="text-sm text-muted">
        {CERTIFICATE_KIND_LABELS[proposal.kind]}
        {proposal.range && <> · {proposal.range.label}</>}
        {proposal.grade && <> · Grade: {proposal.grade}</>}
      </p>
      {proposal.line && <p className="mt-1 text-sm">{proposal.line}</p>}
      {proposal.line_ar && (
        <p lang="ar" dir="rtl" className="text-sm">
          {proposal.line_ar}
        </p>
      )}
    </>
  );
}

function ProposalRow({ proposal, notify }: { proposal: CertificateProposal; notify: Notify }) {
  const approve = useApproveProposal();
  const decline = useDeclineProposal();
  const whose = `“${proposal.title}” for ${proposal.learner.name}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0 max-w-2xl">
        <p className="text-sm">
          <Link
            to={`/admin/learners/${proposal.learner.id}`}
            className="font-semibold text-primary underline"
          >
            {proposal.learner.name}
          </Link>{' '}
          · proposed by {proposal.tutor.name} on{' '}
          <time dateTime={proposal.proposed_at}>{formatWhen(proposal.proposed_at)}</time>
        </p>
        <div className="mt-1">
          <ProposalWords proposal={proposal} />
        </div>
        {proposal.status !== 'pending' && (
          <p className="mt-1 text-sm">
            <StatusTag status={proposal.status} />{' '}
            <time dateTime={proposal.decided_at ?? ''}>{formatWhen(proposal.decided_at)}</time>
            {proposal.decline_reason && <>: {proposal.decline_reason}</>}
            {proposal.certificate && (
              <>
                {' '}
                ·{' '}
                <a href={proposal.certificate.url} className="text-primary underline">
                  {proposal.certificate.code}
                </a>
              </>
            )}
          </p>
        )}
      </div>
      {proposal.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <ActionDialogButton
            label="Approve"
            accessibleName={`Approve ${whose}`}
            title="Approve and issue the certificate"
            fields={approveFields(proposal)}
            schema={certificateProposalApproveSchema}
            submitLabel="Issue certificate"
            intro={
              <p className="text-muted">
                To {proposal.learner.name}, by {proposal.tutor.name}
                {proposal.range && <>, for {proposal.range.label}</>}. Change the words if they need
                it; the certificate is printed as you leave them.
              </p>
            }
            notify={notify}
            run={async (values) => {
              const answer = await approve.mutateAsync({ id: proposal.id, values });
              return `“${answer.data.title}” is issued to ${proposal.learner.name}: code ${answer.data.code}.`;
            }}
          />
          <ActionDialogButton
            label="Decline"
            accessibleName={`Decline ${whose}`}
            title="Decline this proposal"
            fields={DECLINE_FIELDS}
            schema={certificateProposalDeclineSchema}
            submitLabel="Decline proposal"
            intro={
              <p className="text-muted">
                {whose}, proposed by {proposal.tutor.name}.
              </p>
            }
            notify={notify}
            run={async (values) => {
              await decline.mutateAsync({ id: proposal.id, values });
              return `The proposal of ${whose} is declined.`;
            }}
          />
        </div>
      )}
    </li>
  );
}

/** A list's loading line, its error, or its rows. */
function ListOf<Row>({
  query,
  label,
  loading,
  empty,
  row,
}: {
  query: { isPending: boolean; error: Error | null; data?: { data: Row[] } | undefined };
  label: string;
  loading: string;
  empty: string;
  row: (item: Row) => React.ReactNode;
}) {
  if (query.isPending) return <LoadingLine>{loading}</LoadingLine>;
  if (query.error) return <ErrorBanner message={actionErrorMessage(query.error)} />;
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return <p className="mt-2 text-muted">{empty}</p>;
  return (
    <ul
      className="mt-3 divide-y divide-line rounded-xl border border-line bg-white"
      aria-label={label}
    >
      {rows.map(row)}
    </ul>
  );
}

/**
 * Certificates across the school: tutors' proposals (those waiting first) to approve or
 * decline, then every certificate issued, newest first. One learner's are on their page.
 */
export function CertificatesPage() {
  usePageMeta(`${SCREENS.certificates.title} · Back office`);
  const proposals = useCertificateProposals();
  const certificates = useAllCertificates();
  const [notice, setNotice] = useState<Notice>({});
  const waiting = proposals.data?.data.filter((proposal) => proposal.status === 'pending').length;
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">{SCREENS.certificates.title}</h1>
      <p className="mt-1 max-w-2xl text-muted">
        {SCREENS.certificates.description} Issue one from the learner’s page; whether tutors may
        propose is on{' '}
        <Link to={`/admin/${SCREENS.schoolRules.path}`} className="text-primary underline">
          {SCREENS.schoolRules.title}
        </Link>
        .
      </p>
      <div className="mt-4 space-y-2">
        <ErrorBanner message={notice.error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>

      <section aria-labelledby="proposals-heading" className="mt-6">
        <h2 id="proposals-heading" className="text-xl">
          Proposals from tutors
          {waiting ? <span className="ms-2 text-base text-muted">({waiting} waiting)</span> : null}
        </h2>
        <ListOf
          query={proposals}
          label="Proposals from tutors"
          loading="Loading proposals…"
          empty="No proposals from tutors."
          row={(proposal) => (
            <ProposalRow key={proposal.id} proposal={proposal} notify={setNotice} />
          )}
        />
      </section>

      <section aria-labelledby="issued-heading" className="mt-10">
        <h2 id="issued-heading" className="text-xl">
          Certificates issued
        </h2>
        <ListOf
          query={certificates}
          label="Certificates issued"
          loading="Loading certificates…"
          empty="No certificates yet."
          row={(certificate) => (
            <CertificateRow
              key={certificate.id}
              certificate={certificate}
              withLearner
              notify={setNotice}
            />
          )}
        />
      </section>
    </>
  );
}
