import type {
  CaptureInput,
  CaptureResult,
  CreateOrderInput,
  OrderState,
  PaymentProvider,
  ProviderOrder,
} from './types.ts';
import { ProviderUnavailable, toAmount, toCents } from './types.ts';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local stand-in in tests. */
  apiBase: string;
  webhookId: string | undefined;
  timeoutMs: number;
}

interface PayPalCapture {
  id: string;
  status: string;
  amount: { value: string; currency_code: string };
}

/** An order as PayPal answers it (capture and GET answer the same shape). */
interface OrderBody {
  status?: string;
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
  details?: { issue?: string }[];
}

// Order statuses of Orders v2 that still wait for the payer.
const OPEN_ORDER = new Set(['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED']);

// Errors PayPal answers on capture when the payer's funding failed: the order is lost.
const DECLINED_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY']);

/** PayPal Orders v2 over fetch: OAuth client credentials, create, capture, webhook check. */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal';
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: PayPalOptions) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const order = await this.call<{ id: string; links?: { rel: string; href: string }[] }>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            custom_id: input.paymentId,
            description: input.description.slice(0, 127),
            amount: { currency_code: input.currency, value: toAmount(input.amountCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: 'Iqra',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
            },
          },
        },
      },
      { 'PayPal-Request-Id': `create-${input.paymentId}` },
    );
    const approval = order.body.links?.find(
      (link) => link.rel === 'payer-action' || link.rel === 'approve',
    );
    if (!order.ok || !order.body.id || !approval) {
      throw new ProviderUnavailable(`PayPal did not create an order (HTTP ${order.status})`);
    }
    return { orderId: order.body.id, approvalUrl: approval.href };
  }

  async captureOrder(payment: CaptureInput): Promise<CaptureResult> {
    const answer = await this.call<OrderBody>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(payment.orderId)}/capture`,
      {},
      // The same id on a retry makes PayPal answer with the first capture, not a second one.
      { 'PayPal-Request-Id': payment.paymentId },
    );
    if (!answer.ok) {
      const issue = answer.body.details?.[0]?.issue;
      if (answer.status === 422 && issue && DECLINED_ISSUES.has(issue))
        return { status: 'declined' };
      throw new ProviderUnavailable(`PayPal capture failed (HTTP ${answer.status} ${issue ?? ''})`);
    }
    const capture = answer.body.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) throw new ProviderUnavailable('PayPal capture answer has no capture');
    return captureResultOf(capture);
  }

  async getOrder(orderId: string): Promise<OrderState> {
    const answer = await this.call<OrderBody>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}`,
      undefined,
    );
    // PayPal no longer knows it (or never did under these credentials): it cannot tell.
    if (answer.status === 404) return { status: 'unknown' };
    const status = answer.body.status;
    if (!answer.ok || !status) {
      throw new ProviderUnavailable(`PayPal did not say how order ${orderId} stands`);
    }
    if (status === 'APPROVED') return { status: 'approved' };
    if (status === 'VOIDED') return { status: 'voided' };
    if (OPEN_ORDER.has(status)) return { status: 'open' };
    const capture = answer.body.purchase_units?.[0]?.payments?.captures?.[0];
    if (status === 'COMPLETED' && capture)
      return { status: 'captured', capture: captureResultOf(capture) };
    throw new ProviderUnavailable(`PayPal answered order ${orderId} with status ${status}`);
  }

  async verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<boolean> {
    if (!this.options.webhookId) return false;
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : '';
    };
    // The event goes back exactly as it arrived: re-serialising could change the signed bytes.
    const body =
      `{"auth_algo":${JSON.stringify(header('paypal-auth-algo'))},` +
      `"cert_url":${JSON.stringify(header('paypal-cert-url'))},` +
      `"transmission_id":${JSON.stringify(header('paypal-transmission-id'))},` +
      `"transmission_sig":${JSON.stringify(header('paypal-transmission-sig'))},` +
      `"transmission_time":${JSON.stringify(header('paypal-transmission-time'))},` +
      `"webhook_id":${JSON.stringify(this.options.webhookId)},` +
      `"webhook_event":${rawBody}}`;
    const answer = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      body,
    );
    return answer.ok && answer.body.verification_status === 'SUCCESS';
  }

  /** An access token, reused until a minute before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const credentials = Buffer.from(
      `${this.options.clientId}:${this.options.clientSecret}`,
    ).toString('base64');
    const response = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    };
    if (!response.ok || !body.access_token) {
      throw new ProviderUnavailable(`PayPal refused our credentials (HTTP ${response.status})`);
    }
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    };
    return this.token.value;
  }

  private async call<T>(
    method: 'POST' | 'GET',
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ ok: boolean; status: number; body: T }> {
    const response = await this.fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    if (response.status === 401) this.token = undefined;
    if (response.status >= 500) {
      throw new ProviderUnavailable(`PayPal answered HTTP ${response.status} on ${path}`);
    }
    return {
      ok: response.ok,
      status: response.status,
      body: (await response.json().catch(() => ({}))) as T,
    };
  }

  /** Every call has a deadline; a provider that hangs is a provider that is down. */
  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.options.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`PayPal did not answer on ${path}`, { cause: error });
    }
  }
}

/**
 * A capture as Iqra reads it: money taken, on its way, or not taken. (An order read later
 * may show its capture refunded by staff: wholly refunded grants nothing.)
 */
function captureResultOf(capture: PayPalCapture): CaptureResult {
  if (capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED') {
    return {
      status: 'completed',
      captureId: capture.id,
      amountCents: toCents(capture.amount.value),
      currency: capture.amount.currency_code,
    };
  }
  if (['DECLINED', 'FAILED', 'REFUNDED'].includes(capture.status)) return { status: 'declined' };
  return { status: 'pending' };
}
