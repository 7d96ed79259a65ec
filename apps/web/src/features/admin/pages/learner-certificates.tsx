import {
  CERTIFICATE_KINDS,
  certificateCreateSchema,
  certificateRevokeSchema,
  type AdminUser,
  type Certificate,
} from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
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
import { CERTIFICATE_KIND_NAMES } from '../../../components/certificates/certificate-names.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { UTC } from '../../../lib/time-zones.ts';

const isMemorisation = (values: Record<string, unknown>) => values.kind === 'memorisation';

/** What a certificate says, as staff write it: issuing one, or approving a tutor's proposal. */
export const wordingFields = (i18n: I18n): FieldConfig[] => [
  {
    name: 'title',
    label: i18n._(msg`Title`),
    kind: 'text',
    optional: true,
    wide: true,
    hint: i18n._(msg`Left empty: the kind’s own title (“Completion of the Noorani Qaida”).`),
  },
  {
    name: 'title_ar',
    label: i18n._(msg`Title in Arabic`),
    kind: 'text',
    optional: true,
    wide: true,
  },
  {
    name: 'learner_name_ar',
    label: i18n._(msg`The learner’s name in Arabic script`),
    kind: 'text',
    optional: true,
    wide: true,
  },
  {
    name: 'line',
    label: i18n._(msg`A line of text`),
    kind: 'textarea',
    optional: true,
    wide: true,
  },
  {
    name: 'line_ar',
    label: i18n._(msg`The line in Arabic`),
    kind: 'textarea',
    optional: true,
    wide: true,
  },
  { name: 'grade', label: i18n._(msg`Grade`), kind: 'text', optional: true },
];

/** The day a certificate is awarded, today unless changed. */
export const awardedOnField = (i18n: I18n): FieldConfig => ({
  name: 'issued_on',
  label: i18n._(msg`Awarded on`),
  kind: 'text',
  hint: i18n._(msg`YYYY-MM-DD`),
  initial: toLocalDateInput(new Date()),
});

const issueFields = (i18n: I18n): FieldConfig[] => [
  {
    name: 'kind',
    label: i18n._(msg`Kind`),
    kind: 'select',
    source: {
      options: CERTIFICATE_KINDS.map((kind) => ({
        value: kind,
        label: CERTIFICATE_KIND_NAMES[kind],
      })),
    },
  },
  { name: 'tutor_id', label: i18n._(msg`Tutor`), kind: 'select', source: TUTOR_OPTIONS },
  ...ayahRangeFields(isMemorisation),
  ...wordingFields(i18n),
  awardedOnField(i18n),
];

/** Why a certificate is revoked or a proposal declined, and who reads it (`hint`). */
export const reasonFields = (i18n: I18n, hint: string): FieldConfig[] => [
  { name: 'reason', label: i18n._(msg`Reason`), kind: 'textarea', wide: true, hint },
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const revoke = useRevokeCertificate();
  const title = certificate.title;
  // A day, not a moment: read as the calendar date it is, in the page's language.
  const issuedOn = format.date(certificate.issued_on, UTC);
  const reason = certificate.revoked?.reason;
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
          {i18n._(CERTIFICATE_KIND_NAMES[certificate.kind])} ·{' '}
          <time dateTime={certificate.issued_on}>{issuedOn}</time> · {certificate.tutor_name} ·{' '}
          <a href={certificate.url} className="text-primary underline">
            {certificate.code}
          </a>
          {certificate.revoked && (
            <span className="ms-1 font-semibold text-danger">
              <Trans>· Revoked: {reason}</Trans>
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={certificatePdfPath(certificate.code)}
          className="btn btn-outline min-h-9 px-3 py-1 text-sm"
          aria-label={t`PDF of “${title}”`}
        >
          <Trans>PDF</Trans>
        </a>
        {!certificate.revoked && (
          <ActionDialogButton
            label={t`Revoke`}
            accessibleName={t`Revoke “${title}”`}
            title={t`Revoke this certificate`}
            fields={reasonFields(i18n, t`Shown to the learner.`)}
            schema={certificateRevokeSchema}
            submitLabel={t`Revoke certificate`}
            intro={
              <p className="text-muted">
                <Trans>
                  “<bdi>{title}</bdi>” stays on record and shows as revoked everywhere, its
                  verification page too.
                </Trans>
              </p>
            }
            notify={notify}
            run={async (values) => {
              await revoke.mutateAsync({ id: certificate.id, values });
              return t`“${title}” is revoked.`;
            }}
          />
        )}
      </div>
    </li>
  );
}

/** A learner's certificates, issued and revoked by staff. */
export function CertificatesSection({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui();
  const fields = useMemo(() => issueFields(i18n), [i18n]);
  const learnerName = personName(user);
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
          <Trans>Certificates</Trans>
        </h2>
        <ActionDialogButton
          label={t`Issue a certificate`}
          accessibleName={t`Issue a certificate to ${learnerName}`}
          title={t`Issue a certificate`}
          fields={fields}
          schema={certificateCreateSchema}
          fixed={fixed}
          submitLabel={t`Issue certificate`}
          intro={
            <p className="text-muted">
              <Trans>
                To <bdi>{learnerName}</bdi>, as their name stands now.
              </Trans>
            </p>
          }
          notify={setNotice}
          run={async (values) => {
            const answer = await issue.mutateAsync(values);
            const { title, code } = answer.data;
            return t`“${title}” is issued: code ${code}.`;
          }}
        />
      </div>
      <div className="mt-2 space-y-2">
        <ErrorBanner message={notice.error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>
      {certificates.isPending && (
        <LoadingLine>
          <Trans>Loading certificates…</Trans>
        </LoadingLine>
      )}
      {certificates.isError && (
        <p role="alert" className="mt-2 text-danger">
          <Trans>The certificates could not be loaded. Please try again later.</Trans>
        </p>
      )}
      {list && list.length === 0 && (
        <p className="mt-2 text-muted">
          <Trans>No certificates yet.</Trans>
        </p>
      )}
      {list && list.length > 0 && (
        <ul
          className="mt-3 divide-y divide-line rounded-xl border border-line bg-white"
          aria-label={t`Certificates of ${learnerName}`}
        >
          {list.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} notify={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}
