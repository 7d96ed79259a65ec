import type { CertificateKind } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a certificate is for, in the page's language (the contracts' `CERTIFICATE_KIND_LABELS`). */
export const CERTIFICATE_KIND_NAMES: Record<CertificateKind, MessageDescriptor> = {
  course: msg`Course completion`,
  memorisation: msg`Memorisation milestone`,
  qaida: msg`Qaida completion`,
};
