import {
  CERTIFICATE_DEFAULT_TITLES,
  certificateProposalApproveSchema,
  certificateProposalDeclineSchema,
  type CertificateProposal,
} from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useWhen } from '../components/list/use-when.ts';
import {
  awardedOnField,
  CertificateRow,
  reasonFields,
  wordingFields,
} from './learner-certificates.tsx';
import { CERTIFICATE_KIND_NAMES } from '../../../components/certificates/certificate-names.ts';

/** The approve form: the proposal's words to keep or change, and the day it is awarded. */
const approveFields = (i18n: I18n, proposal: CertificateProposal): FieldConfig[] => {
  const defaultTitle = CERTIFICATE_DEFAULT_TITLES[proposal.kind];
  return [
    ...wordingFields(i18n).map((field) => ({
      ...field,
      initial: proposal[field.name as keyof CertificateProposal] ?? '',
      ...(field.name === 'title' ? { hint: i18n._(msg`Left empty: “${defaultTitle}”.`) } : {}),
    })),
    awardedOnField(i18n),
  ];
};

/** What a proposal would say: the words, the ayat of a milestone, the grade. */
function ProposalWords({ proposal }: { proposal: CertificateProposal }) {
  const { i18n } = useLingui();
  const grade = proposal.grade;
  return (
    <>
      <p className="font-semibold">{proposal.title}</p>
      {proposal.title_ar && (
        <p lang="ar" dir="rtl" className="text-start">
          {proposal.title_ar}
        </p>
      )}
      <p className="text-sm text-muted">
        {i18n._(CERTIFICATE_KIND_NAMES[proposal.kind])}
        {proposal.range && <> · {proposal.range.label}</>}
        {grade && (
          <>
            {' '}
            · <Trans>Grade: {grade}</Trans>
          </>
        )}
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

/** Whom the proposal is for, who proposed it, and for which ayat if any. */
function ApproveIntro({ proposal }: { proposal: CertificateProposal }) {
  const learnerName = proposal.learner.name;
  const tutorName = proposal.tutor.name;
  const range = proposal.range?.label;
  return (
    <p className="text-muted">
      {range ? (
        <Trans>
          To <bdi>{learnerName}</bdi>, by <bdi>{tutorName}</bdi>, for <bdi>{range}</bdi>. Change the
          words if they need it; the certificate is printed as you leave them.
        </Trans>
      ) : (
        <Trans>
          To <bdi>{learnerName}</bdi>, by <bdi>{tutorName}</bdi>. Change the words if they need it;
          the certificate is printed as you leave them.
        </Trans>
      )}
    </p>
  );
}

function ProposalRow({ proposal, notify }: { proposal: CertificateProposal; notify: Notify }) {
  const { t, i18n } = useLingui();
  const showWhen = useWhen();
  const approve = useApproveProposal();
  const decline = useDeclineProposal();
  const title = proposal.title;
  const learnerName = proposal.learner.name;
  const tutorName = proposal.tutor.name;
  const proposedAt = proposal.proposed_at;
  const proposedWhen = showWhen(proposedAt);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0 max-w-2xl">
        <p className="text-sm">
          <Trans>
            <Link
              to={`/admin/learners/${proposal.learner.id}`}
              className="font-semibold text-primary underline"
            >
              {learnerName}
            </Link>{' '}
            · proposed by <bdi>{tutorName}</bdi> on{' '}
            <time dateTime={proposedAt}>{proposedWhen}</time>
          </Trans>
        </p>
        <div className="mt-1">
          <ProposalWords proposal={proposal} />
        </div>
        {proposal.status !== 'pending' && (
          <p className="mt-1 text-sm">
            <StatusTag status={proposal.status} />{' '}
            <time dateTime={proposal.decided_at ?? ''}>{showWhen(proposal.decided_at)}</time>
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
            label={t`Approve`}
            accessibleName={t`Approve “${title}” for ${learnerName}`}
            title={t`Approve and issue the certificate`}
            fields={approveFields(i18n, proposal)}
            schema={certificateProposalApproveSchema}
            submitLabel={t`Issue certificate`}
            intro={<ApproveIntro proposal={proposal} />}
            notify={notify}
            run={async (values) => {
              const answer = await approve.mutateAsync({ id: proposal.id, values });
              const issued = answer.data.title;
              const code = answer.data.code;
              return t`“${issued}” is issued to ${learnerName}: code ${code}.`;
            }}
          />
          <ActionDialogButton
            label={t`Decline`}
            accessibleName={t`Decline “${title}” for ${learnerName}`}
            title={t`Decline this proposal`}
            fields={reasonFields(i18n, t`The tutor reads it on their Teach page.`)}
            schema={certificateProposalDeclineSchema}
            submitLabel={t`Decline proposal`}
            intro={
              <p className="text-muted">
                <Trans>
                  “<bdi>{title}</bdi>” for <bdi>{learnerName}</bdi>, proposed by{' '}
                  <bdi>{tutorName}</bdi>.
                </Trans>
              </p>
            }
            notify={notify}
            run={async (values) => {
              await decline.mutateAsync({ id: proposal.id, values });
              return t`The proposal of “${title}” for ${learnerName} is declined.`;
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
  const { t, i18n } = useLingui();
  const title = i18n._(SCREENS.certificates.title);
  const description = i18n._(SCREENS.certificates.description);
  const rulesTitle = i18n._(SCREENS.schoolRules.title);
  usePageMeta(t`${title} · Back office`);
  const proposals = useCertificateProposals();
  const certificates = useAllCertificates();
  const [notice, setNotice] = useState<Notice>({});
  const waiting = proposals.data?.data.filter((proposal) => proposal.status === 'pending').length;
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-muted">
        <Trans>
          {description} Issue one from the learner’s page; whether tutors may propose is on{' '}
          <Link to={`/admin/${SCREENS.schoolRules.path}`} className="text-primary underline">
            {rulesTitle}
          </Link>
          .
        </Trans>
      </p>
      <div className="mt-4 space-y-2">
        <ErrorBanner message={notice.error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>

      <section aria-labelledby="proposals-heading" className="mt-6">
        <h2 id="proposals-heading" className="text-xl">
          <Trans>Proposals from tutors</Trans>
          {waiting ? (
            <span className="ms-2 text-base text-muted">
              <Trans>({waiting} waiting)</Trans>
            </span>
          ) : null}
        </h2>
        <ListOf
          query={proposals}
          label={t`Proposals from tutors`}
          loading={t`Loading proposals…`}
          empty={t`No proposals from tutors.`}
          row={(proposal) => (
            <ProposalRow key={proposal.id} proposal={proposal} notify={setNotice} />
          )}
        />
      </section>

      <section aria-labelledby="issued-heading" className="mt-10">
        <h2 id="issued-heading" className="text-xl">
          <Trans>Certificates issued</Trans>
        </h2>
        <ListOf
          query={certificates}
          label={t`Certificates issued`}
          loading={t`Loading certificates…`}
          empty={t`No certificates yet.`}
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
