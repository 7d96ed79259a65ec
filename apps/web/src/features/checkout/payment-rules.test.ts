import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import { approvalUrlOf, isAlreadyOwned, paymentNoticeFor } from './payment-rules.ts';

const BASE = 'https://iqra.example/courses/tajweed/checkout';

describe('payment rules', () => {
  it('follows the approval address of the answer, relative or absolute', () => {
    expect(approvalUrlOf({ approval_url: '/pay/demo/42' }, BASE)).toBe(
      'https://iqra.example/pay/demo/42',
    );
    expect(
      approvalUrlOf({ approval_url: 'https://www.paypal.com/checkoutnow?token=5O1' }, BASE),
    ).toBe('https://www.paypal.com/checkoutnow?token=5O1');
  });

  it('treats an answer without a usable approval address as a failed start', () => {
    expect(approvalUrlOf(undefined, BASE)).toBeNull();
    expect(approvalUrlOf({}, BASE)).toBeNull();
    expect(approvalUrlOf({ approval_url: null }, BASE)).toBeNull();
    expect(approvalUrlOf({ approval_url: '  ' }, BASE)).toBeNull();
    expect(approvalUrlOf({ approval_url: 'javascript:alert(1)' }, BASE)).toBeNull();
  });

  it('explains a cancelled or failed return from the provider, and nothing else', () => {
    const inEnglish = (value: string) => {
      const notice = paymentNoticeFor(value);
      return notice && { tone: notice.tone, text: englishI18n()._(notice.text) };
    };
    expect(inEnglish('cancelled')).toEqual({
      tone: 'info',
      text: 'Your payment was cancelled. You have not been charged.',
    });
    expect(inEnglish('failed')).toEqual({
      tone: 'error',
      text: 'Your payment could not be completed. Please try again.',
    });
    expect(paymentNoticeFor('success')).toBeNull();
    expect(paymentNoticeFor(null)).toBeNull();
  });

  it('recognises the conflict of a book already owned', () => {
    expect(isAlreadyOwned(new ApiError(409, 'Already owned.'))).toBe(true);
    expect(isAlreadyOwned(new ApiError(404, 'Not found.'))).toBe(false);
    expect(isAlreadyOwned(new Error('offline'))).toBe(false);
  });
});
