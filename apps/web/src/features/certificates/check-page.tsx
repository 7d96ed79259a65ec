import type { CredentialVerification } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorBanner, FormField, SubmitButton } from '../../components/form-field.tsx';
import { firstFieldErrors } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { serverMessage, useUnexpectedError } from '../../lib/server-errors.ts';
import { useVerifyCredential } from './api.ts';
import { CREDENTIAL_FILE_TYPES, readCredentialFile } from './credential-file.ts';

// Where an employer or a mosque checks a certificate they were shown: by the code printed on
// it (its page, /certificates/<code>, says the rest) or by its signed credential, pasted or
// chosen as a file and checked by the API against the school's key and records (decision 038).
// Rendered on the server like the other public pages; only types come from the contracts, so
// the page carries no schema code.

export const CODE_REQUIRED = msg`Enter the code printed on the certificate.`;
export const CREDENTIAL_REQUIRED = msg`Paste a credential, or choose its file.`;

const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

export function CheckCertificatePage() {
  const { t } = useLingui();
  usePageMeta(
    t`Check a certificate`,
    t`Check that a certificate from Iqra Academy is genuine and still stands: by the code printed on it, or by its signed digital credential.`,
  );
  return (
    <main className="container-page max-w-3xl py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">
        <Trans>Certificate check</Trans>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">
        <Trans>Check a certificate</Trans>
      </h1>
      <p className="mt-4 text-muted">
        <Trans>
          Every certificate from Iqra Academy carries a code, and comes with a digital credential
          signed by the school. Check either to know whether the certificate is genuine and still
          stands.
        </Trans>
      </p>
      <CodeCheck />
      <CredentialCheck />
    </main>
  );
}

/** The code as printed: its page says whether the certificate is genuine. */
function CodeCheck() {
  const { t } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageDescriptor>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(CODE_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    // The API reads a code without regard to case or hyphens: it goes as typed.
    void navigate(certificatePath(typed));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="card mt-8 p-6">
      <h2 id={`${id}-heading`} className="text-xl">
        <Trans>Check by code</Trans>
      </h2>
      <form className="mt-4" onSubmit={submit} noValidate>
        <FormField
          id={`${id}-code`}
          label={t`Certificate code`}
          hint={t`Printed on the certificate beside “Code:”, for example KNKN-QSGF-89SK-CMTY.`}
          error={error && t(error)}
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              className="field-input font-mono uppercase sm:max-w-sm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <SubmitButton busy={false} className="mt-4">
          <Trans>Check code</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}

/** A credential, pasted or chosen as a file, checked by the API. */
function CredentialCheck() {
  const { t } = useLingui();
  const unexpected = useUnexpectedError();
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [jwt, setJwt] = useState('');
  const [textError, setTextError] = useState<MessageDescriptor>();
  const [fileError, setFileError] = useState<MessageDescriptor>();
  const verify = useVerifyCredential();

  const check = (text: string) => {
    if (!text) {
      setTextError(CREDENTIAL_REQUIRED);
      textRef.current?.focus();
      return;
    }
    verify.mutate(text);
  };
  const forget = () => {
    verify.reset();
    setTextError(undefined);
    setFileError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(jwt.trim());
  };
  // A file's text takes the field's place, so what is checked is what the field shows.
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    forget();
    if (!file) return;
    const read = await readCredentialFile(file);
    if (read.error !== undefined) {
      setFileError(read.error);
      return;
    }
    setJwt(read.text);
    check(read.text);
  };

  // A malformed credential is a 422 naming the field: its words go under it.
  const serverTextError = firstFieldErrors(verify.error).jwt;
  const generalError =
    verify.error && !serverTextError ? serverMessage(verify.error, unexpected) : undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className="card mt-6 p-6">
      <h2 id={`${id}-heading`} className="text-xl">
        <Trans>Check a digital credential</Trans>
      </h2>
      <p className="mt-2 text-muted">
        <Trans>
          The credential is the .jwt file downloaded from a certificate’s page, the one a digital
          wallet keeps.
        </Trans>
      </p>
      <form className="mt-4" onSubmit={submit} noValidate>
        <FormField
          id={`${id}-text`}
          label={t`Credential`}
          hint={t`Paste its text: three parts joined by dots, beginning “eyJ”.`}
          error={textError ? t(textError) : serverTextError}
        >
          {(control) => (
            <textarea
              {...control}
              ref={textRef}
              rows={5}
              className="field-input break-all font-mono text-sm"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={jwt}
              onChange={(event) => {
                setJwt(event.target.value);
                forget();
              }}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-file`}
          className="mt-5"
          label={t`Or choose its file`}
          hint={t`It is checked as soon as it is chosen.`}
          error={fileError && t(fileError)}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={CREDENTIAL_FILE_TYPES}
              className="field-input cursor-pointer text-sm file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1 file:font-semibold file:text-white"
              onChange={(event) => void choose(event)}
            />
          )}
        </FormField>
        <SubmitButton busy={verify.isPending} className="mt-5">
          <Trans>Check credential</Trans>
        </SubmitButton>
        {/* Both always on the page (taking no room while empty), so what lands is announced. */}
        <div className={generalError ? 'mt-5' : undefined}>
          <ErrorBanner message={generalError} />
        </div>
        <div role="status">{verify.data && <CredentialAnswer answer={verify.data} />}</div>
      </form>
    </section>
  );
}

/** What the check found, in the verification page's colours. */
function CredentialAnswer({ answer }: { answer: CredentialVerification }) {
  const { t } = useLingui();
  const { code, reason } = answer;
  if (answer.valid && code) {
    return (
      <Verdict good title={t`This credential is genuine, and it stands.`}>
        <p>
          <Trans>
            The school signed it, and certificate <Code code={code} /> stands in its records.
          </Trans>
        </p>
        <CertificateLink code={code} />
      </Verdict>
    );
  }
  if (answer.signed && answer.status === 'revoked' && code) {
    return (
      <Verdict title={t`This credential is genuine, but the certificate was revoked.`}>
        <p>
          <Trans>{reason} It no longer stands.</Trans>
        </p>
        <CertificateLink code={code} />
      </Verdict>
    );
  }
  return (
    <Verdict
      title={
        answer.signed
          ? t`This credential does not match a certificate of the school.`
          : t`This credential is not signed by the school.`
      }
    >
      {reason && <p>{reason}</p>}
    </Verdict>
  );
}

function Verdict({
  good = false,
  title,
  children,
}: {
  good?: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`mt-5 rounded-lg border p-4 ${
        good ? 'border-[#abefc6] bg-[#ecfdf3]' : 'border-[#fecdca] bg-[#fef3f2]'
      }`}
    >
      <p className={`font-semibold ${good ? 'text-success' : 'text-danger'}`}>
        <i className={`pi ${good ? 'pi-check-circle' : 'pi-times-circle'} me-2`} aria-hidden />
        {title}
      </p>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

function CertificateLink({ code }: { code: string }) {
  return (
    <p>
      <Link to={certificatePath(code)} className="font-semibold text-primary underline">
        <Trans>
          See certificate <Code code={code} />
        </Trans>
      </Link>
    </p>
  );
}

/** A certificate's code, on one line: it reads in its four groups, left to right in any page. */
const Code = ({ code }: { code: string }) => (
  <bdi className="whitespace-nowrap font-mono">{code}</bdi>
);
