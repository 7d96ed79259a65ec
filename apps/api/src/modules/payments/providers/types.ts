/**
 * What a hosted payment provider does for us: take an order, capture it once approved, and
 * say where an order stands when its return never reached us.
 */
export interface PaymentProvider {
  readonly name: 'demo' | 'paypal';
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Captures an approved order; safe to call again for the same payment. */
  captureOrder(payment: CaptureInput): Promise<CaptureResult>;
  /** Where an order stands at the provider (throws ProviderUnavailable when it cannot ask). */
  getOrder(orderId: string): Promise<OrderState>;
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

export type OrderState =
  /** Waiting for the payer: not approved (yet). */
  | { status: 'open' }
  /** The payer approved it; nobody has captured it yet. */
  | { status: 'approved' }
  /** Captured: the capture as captureOrder would have answered it. */
  | { status: 'captured'; capture: CaptureResult }
  /** The provider gave up on it (or it was cancelled there): it will never be paid. */
  | { status: 'voided' }
  /** The provider cannot tell (the demo provider keeps no state). */
  | { status: 'unknown' };

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
