import { credentialVerificationSchema, one, publicCertificateSchema } from '@iqra/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { CheckCertificatePage } from './check-page.tsx';
import { VerifyCertificatePage } from './verify-page.tsx';

// The public certificate pages in Arabic: their words from the catalogue; what the certificate
// says (names, titles, the school) as it was issued.

const CODE = 'KNKN-QSGF-89SK-CMTY';
const CERTIFICATE = {
  code: CODE,
  kind: 'qaida' as const,
  title: 'Completion of the Noorani Qaida',
  title_ar: null,
  name: 'Amina Yusuf',
  name_ar: 'أمينة يوسف',
  line: null,
  line_ar: null,
  range: null,
  grade: 'Excellent',
  issued_on: '2026-06-01',
  tutor_name: 'Khadija Hassan',
  school: 'Iqra Academy',
  status: 'valid' as const,
  revoked_on: null,
  credential: { issuer: 'did:web:iqra.example', key: 'key-1', verified: true },
};

/** GET /api/certificates/:code answers the certificate. */
function answerCertificate() {
  playApi(({ url }) =>
    url === `/api/certificates/${CODE}`
      ? answer(one(publicCertificateSchema), { data: CERTIFICATE })
      : undefined,
  );
}

describe('the certificate pages in Arabic', () => {
  it('say a certificate is genuine and what it says', async () => {
    answerCertificate();
    await renderIn('ar', <VerifyCertificatePage />, `/certificates/${CODE}`, '/certificates/:code');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'هذه الشهادة أصلية' }),
    ).toBeTruthy();
    expect(screen.getByText(/أصدرتها/).textContent).toBe('أصدرتها Iqra Academy، وهي سارية.');
    expect(screen.getByText('مُنحت إلى')).toBeTruthy();
    expect(screen.getByText('إتمام القاعدة النورانية')).toBeTruthy();
    expect(screen.getByText('Khadija Hassan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'نزّل الاعتماد' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`الشهادة ${CODE} | أكاديمية اقرأ`));
  });

  it('says in English, as written, who signed the credential', async () => {
    answerCertificate();
    await renderIn('en', <VerifyCertificatePage />, `/certificates/${CODE}`, '/certificates/:code');
    const line = await screen.findByText(/Its digital credential/);
    expect(line.textContent).toBe(
      'Its digital credential is signed by did:web:iqra.example (key key-1). Download the credential to keep it in a digital wallet.',
    );
    expect(screen.getByText(/issued it/).textContent).toBe(
      'Iqra Academy issued it, and it stands.',
    );
  });

  it('asks for a code, and checks a pasted credential, in Arabic', async () => {
    playApi(({ url }) =>
      url === '/api/certificates/verify'
        ? answer(one(credentialVerificationSchema), {
            data: { valid: true, signed: true, code: CODE, status: 'valid', reason: null },
          })
        : undefined,
    );
    await renderIn('ar', <CheckCertificatePage />, '/certificates');
    expect(screen.getByRole('heading', { level: 1, name: 'تحقّق من شهادة' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تحقّق من الرمز' }));
    expect(await screen.findByText('أدخل الرمز المطبوع على الشهادة.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'الاعتماد الرقمي' }), {
      target: { value: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'تحقّق من الاعتماد' }));
    expect(await screen.findByText('هذا الاعتماد أصلي، والشهادة سارية.')).toBeTruthy();
    expect(screen.getByText(/وقّعته الأكاديمية/).textContent).toBe(
      `وقّعته الأكاديمية، والشهادة ${CODE} سارية في سجلاتها.`,
    );
    expect(screen.getByRole('link', { name: `اعرض الشهادة ${CODE}` })).toBeTruthy();
  });
});
