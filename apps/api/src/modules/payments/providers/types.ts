/** What a hosted payment provider does for us: take an order, and capture it once approved. */
export interface PaymentProvider {
  readonly name: 'demo' | 'paypal';
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Captures an approved order; safe to call again for the same payment. */
  captureOrder(payment: CaptureInput): Promise<CaptureResult>;
  /** Whether a webhook delivery really comes from the provider. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<boolean>;
}

export interface CreateOrderInput {
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

/** The payment being captured, as our database knows it. */
export interface CaptureInput {
  orderId: string;
  paymentId: string;
  amountCents: number;
  currency: string;
}

export interface ProviderOrder {
  orderId: string;
  approvalUrl: string;
}

export type CaptureResult =
  | { status: 'completed'; captureId: string; amountCents: number; currency: string }
  /** The payer's funding was refused: this order will not be paid. */
  | { status: 'declined' }
  /** Accepted but not settled yet (the webhook says when it is). */
  | { status: 'pending' };

/** The provider did not answer usefully (down, timed out, 5xx): try again later. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/** "45.00" → 4500. */
export function toCents(value: string): number {
  return Math.round(Number(value) * 100);
}

/** 4500 → "45.00". */
export function toAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
