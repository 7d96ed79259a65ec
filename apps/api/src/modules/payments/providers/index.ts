import type { Config } from '../../../config.ts';
import { DemoProvider } from './demo.ts';
import { PayPalProvider } from './paypal.ts';
import type { PaymentProvider } from './types.ts';

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.paymentProvider === 'paypal'
    ? new PayPalProvider(config.paypal)
    : new DemoProvider();
}
