// Certificates' words and values apart from the schemas: the pages that only show
// certificates (the verification page, the learner's tab) read these without loading zod.

export const CERTIFICATE_KINDS = ['course', 'memorisation', 'qaida'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** What each kind is, as lists and the verification page say it. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  course: 'Course completion',
  memorisation: 'Memorisation milestone',
  qaida: 'Qaida completion',
};

/** The certificate's title when staff give none, by kind. */
export const CERTIFICATE_DEFAULT_TITLES: Record<CertificateKind, string> = {
  course: 'Course completed',
  memorisation: 'Memorisation milestone',
  qaida: 'Completion of the Noorani Qaida',
};

export const CERTIFICATE_NOT_FOUND = 'No certificate has this code.';
export const CERTIFICATE_ALREADY_REVOKED = 'This certificate is revoked already.';

/** A verification code: 16 letters and digits of Crockford's base 32 (80 bits), in fours. */
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

export const CERTIFICATE_PROPOSAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type CertificateProposalStatus = (typeof CERTIFICATE_PROPOSAL_STATUSES)[number];

export const CERTIFICATE_PROPOSALS_CLOSED =
  'The school does not take certificate proposals from tutors. Ask the school’s staff.';
export const CERTIFICATE_PROPOSAL_NOT_FOUND = 'No such certificate proposal.';
export const CERTIFICATE_PROPOSAL_DECIDED = 'This proposal is decided already.';

export const CREDENTIAL_NOT_SIGNED =
  'The signature does not verify against the school’s published key: the credential was changed, or the school did not issue it.';
export const CREDENTIAL_NOT_A_CERTIFICATE = 'The credential names no certificate of this school.';
export const CREDENTIAL_REVOKED = 'The school revoked this certificate.';
