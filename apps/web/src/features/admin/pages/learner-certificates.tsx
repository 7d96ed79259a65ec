import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_KINDS,
  certificateCreateSchema,
  certificateRevokeSchema,
  type AdminUser,
  type Certificate,
} from '@iqra/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingLine } from '../../../components/loading-line.tsx';
import { certificatePdfPath } from '../../../components/certificates/certificate-list.tsx';
import {
  useIssueCertificate,
  useLearnerCertificates,
  useRevokeCertificate,
} from '../api/certificates.ts';
import { ActionDialogButton } from '../components/action-dialog.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import { ErrorBanner } from '../../../components/form-field.tsx';
import type { FieldConfig, Notice } from '../components/resource-config.ts';
import { ayahRangeFields } from '../resources/fields.ts';
import { TUTOR_OPTIONS } from '../resources/options.ts';
import { toLocalDateInput } from '../utils/datetime.ts';
import { personName } from '../utils/names.ts';

const isMemorisation = (values: Record<string, unknown>) => values.kind === 'memorisation';

/** What a certificate says, as staff write it: issuing one, or approving a tutor's proposal. */
export const WORDING_FIELDS: FieldConfig[] = [
  {
    name: 'title',
    label: 'Title',
    kind: 'text',
    optional: true,
    wide: true,
    hint: 'Left empty: the kind’s own title (“Completion of the Noorani Qaida”).',
  },
  { name: 'title_ar', label: 'Title in Arabic', kind: 'text', optional: true, wide: true },
  {
    name: 'learner_name_ar',
    label: 'The learner’s name in Arabic script',
    kind: 'text',
    optional: true,
    wide: true,
  },
  { name: 'line', label: 'A line of text', kind: 'textarea', optional: true, wide: true },
  { name: 'line_ar', label: 'The line in Arabic', kind: 'textarea', optional: true, wide: true },
  { name: 'grade', label: 'Grade', kind: 'text', optional: true },
];

const ISSUE_FIELDS: FieldConfig[] = [
  {
    name: 'kind',
    label: 'Kind',
    kind: 'select',
    source: {
      options: CERTIFICATE_KINDS.map((kind) => ({
        value: kind,
        label: CERTIFICATE_KIND_LABELS[kind],
      })),
    },
  },
  { name: 'tutor_id', label: 'Tutor', kind: 'select', source: TUTOR_OPTIONS },
  ...ayahRangeFields(isMemorisation),
  ...WORDING_FIELDS,
  {
    name: 'issued_on',
    label: 'Awarded on',
    kind: 'text',
    hint: 'YYYY-MM-DD',
    initial: toLocalDateInput(new Date()),
  },
];

const REVOKE_FIELDS: FieldConfig[] = [
  { name: 'reason', label: 'Reason', kind: 'textarea', wide: true, hint: 'Shown to the learner.' },
];

/** A certificate in a list: what, when, by whom, its code and state; its PDF; revoke it. */
export function CertificateRow({
  certificate,
  withLearner = false,
  notify,
}: {
  certificate: Certificate;
  /** On the list of every learner's: whose it is, with a link to their page. */
  withLearner?: boolean;
  notify: (notice: Notice) => void;
}) {
  const revoke = useRevokeCertificate();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div>
        <p className="font-semibold">{certificate.title}</p>
        {withLearner && (
          <p className="text-sm">
            <Link
              to={`/admin/learners/${certificate.learner.id}`}
              className="font-semibold text-primary underline"
            >
              {certificate.learner.name}
            </Link>
          </p>
        )}
        <p className="text-sm text-muted">
          {CERTIFICATE_KIND_LABELS[certificate.kind]} · {certificate.issued_on} ·{' '}
          {certificate.tutor_name} ·{' '}
          <a href={certificate.url} className="text-primary underline">
            {certificate.code}
          </a>
          {certificate.revoked && (
            <span className="ms-1 font-semibold text-danger">
              · Revoked: {certificate.revoked.reason}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={certificatePdfPath(certificate.code)}
          className="btn btn-outline min-h-9 px-3 py-1 text-sm"
          aria-label={`PDF of “${certificate.title}”`}
        >
          PDF
        </a>
        {!certificate.revoked && (
          <ActionDialogButton
            label="Revoke"
            accessibleName={`Revoke “${certificate.title}”`}
            title="Revoke this certificate"
            fields={REVOKE_FIELDS}
            schema={certificateRevokeSchema}
            submitLabel="Revoke certificate"
            intro={
              <p className="text-muted">
                “{certificate.title}” stays on record and shows as revoked everywhere, its
                verification page too.
              </p>
            }
            notify={notify}
            run={async (values) => {
              await revoke.mutateAsync({ id: certificate.id, values });
              return `“${certificate.title}” is revoked.`;
            }}
          />
        )}
      </div>
    </li>
  );
}

/** A learner's certificates, issued and revoked by staff. */
export function CertificatesSection({ user }: { user: AdminUser }) {
  const certificates = useLearnerCertificates(user.id);
  const issue = useIssueCertificate();
  const [notice, setNotice] = useState<Notice>({});
  const [fixed] = useState(() => ({ learner_id: user.id }));
  if (user.role !== 'student') return null;
  const list = certificates.data?.data;
  return (
    <section aria-labelledby="learner-certificates" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="learner-certificates" className="text-xl">
          Certificates
        </h2>
        <ActionDialogButton
          label="Issue a certificate"
          accessibleName={`Issue a certificate to ${personName(user)}`}
          title="Issue a certificate"
          fields={ISSUE_FIELDS}
          schema={certificateCreateSchema}
          fixed={fixed}
          submitLabel="Issue certificate"
          intro={<p className="text-muted">To {personName(user)}, as their name stands now.</p>}
          notify={setNotice}
          run={async (values) => {
            const answer = await issue.mutateAsync(values);
            return `“${answer.data.title}” is issued: code ${answer.data.code}.`;
          }}
        />
      </div>
      <div className="mt-2 space-y-2">
        <ErrorBanner message={notice.error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>
      {certificates.isPending && <LoadingLine>Loading certificates…</LoadingLine>}
      {certificates.isError && (
        <p role="alert" className="mt-2 text-danger">
          The certificates could not be loaded. Please try again later.
        </p>
      )}
      {list && list.length === 0 && <p className="mt-2 text-muted">No certificates yet.</p>}
      {list && list.length > 0 && (
        <ul
          className="mt-3 divide-y divide-line rounded-xl border border-line bg-white"
          aria-label={`Certificates of ${personName(user)}`}
        >
          {list.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} notify={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}
