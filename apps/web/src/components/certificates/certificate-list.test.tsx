import { certificateSchema, type Certificate } from '@iqra/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractBody } from '../../test-utils/api-answers.ts';
import { renderAt, renderIn } from '../../test-utils/played-api.tsx';
import { CertificateList } from './certificate-list.tsx';

// The list as the learner's tab and the family page show it, from certificates in the
// contract's shape; copying a link goes through the browser's clipboard.

const qaida = contractBody(certificateSchema, {
  id: 1,
  code: 'KNKN-QSGF-89SK-CMTY',
  kind: 'qaida',
  title: 'Completion of the Noorani Qaida',
  title_ar: 'إتمام القاعدة النورانية',
  learner: { id: 7, name: 'Amina Rahman', name_ar: 'أمينة رحمن' },
  line: null,
  line_ar: null,
  tutor_name: 'Maryam Hassan',
  range: null,
  grade: 'Excellent',
  issued_on: '2026-03-03',
  url: 'https://school.example/certificates/KNKN-QSGF-89SK-CMTY',
  revoked: null,
}) as Certificate;

const revoked = {
  ...qaida,
  id: 2,
  code: 'BFPY-SAEF-15GK-BEJD',
  title: 'Surah An-Naba memorised',
  revoked: { at: '2026-08-02T10:00:00.000Z', reason: 'Issued before the final recitation.' },
} satisfies Certificate;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a list of certificates', () => {
  it('says which stand and which were revoked, with the PDF and the page of each', () => {
    renderAt(<CertificateList certificates={[qaida, revoked]} label="My certificates" />, '/');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('Valid');
    expect(first!.querySelector('[lang="ar"]')?.textContent).toBe('إتمام القاعدة النورانية');
    expect(second!.textContent).toContain(
      'Revoked on 2 Aug 2026: Issued before the final recitation.',
    );
    const pdf = screen.getByRole('link', {
      name: 'Download PDF of “Completion of the Noorani Qaida”',
    });
    expect(pdf.getAttribute('href')).toBe('/api/certificates/KNKN-QSGF-89SK-CMTY/pdf');
    // The signed credential, for a wallet.
    expect(
      screen
        .getByRole('link', {
          name: 'Credential of “Completion of the Noorani Qaida”, for a digital wallet',
        })
        .getAttribute('href'),
    ).toBe('/api/certificates/KNKN-QSGF-89SK-CMTY/credential');
    expect(
      screen
        .getByRole('link', { name: 'Check it: the verification page of “Surah An-Naba memorised”' })
        .getAttribute('href'),
    ).toBe(revoked.url);
  });

  it('copies a certificate’s link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt(<CertificateList certificates={[qaida]} label="My certificates" />, '/');
    fireEvent.click(
      screen.getByRole('button', { name: 'Copy link to “Completion of the Noorani Qaida”' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The link to “Completion of the Noorani Qaida” is copied.',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(qaida.url);
  });

  it('reads in Arabic, the titles and names from the school kept as written', async () => {
    await renderIn('ar', <CertificateList certificates={[qaida, revoked]} label="شهاداتي" />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('إتمام القاعدة');
    expect(first!.textContent).toContain('سارية');
    expect(first!.textContent).toContain('المعلّم: Maryam Hassan');
    expect(first!.textContent).toContain('التقدير: Excellent');
    expect(second!.textContent).toContain('أُلغيت في');
    expect(
      screen.getByRole('link', { name: 'تنزيل ملف PDF لـ«Completion of the Noorani Qaida»' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'نسخ رابط «Completion of the Noorani Qaida»' }),
    ).toBeTruthy();
  });
});
