import { randomBytes } from 'node:crypto';
import type {
  CaptureInput,
  CaptureResult,
  CreateOrderInput,
  PaymentProvider,
  OrderState,
  ProviderOrder,
} from './types.ts';

/**
 * The built-in test provider: its "hosted page" is /pay/demo/<order id> on this server, and
 * an approved order captures at the payment's own amount. No money moves anywhere, and it
 * keeps no state, so restarts and several instances are no problem.
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo';

  async createOrder(_input: CreateOrderInput): Promise<ProviderOrder> {
    const orderId = `DEMO-${randomBytes(12).toString('hex').toUpperCase()}`;
    return { orderId, approvalUrl: `/pay/demo/${orderId}` };
  }

  async captureOrder(payment: CaptureInput): Promise<CaptureResult> {
    return {
      status: 'completed',
      captureId: `DEMO-CAPTURE-${payment.paymentId}`,
      amountCents: payment.amountCents,
      currency: payment.currency,
    };
  }

  async getOrder(): Promise<OrderState> {
    // Nothing is remembered between the page and the return, so there is nothing to ask.
    return { status: 'unknown' };
  }

  async verifyWebhook(): Promise<boolean> {
    // The demo provider sends no webhooks; nothing claiming to be one is believed.
    return false;
  }
}
