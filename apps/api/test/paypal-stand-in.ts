import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stand-in answers the next captures. 'lost': PayPal takes the money, but its
 * answer never arrives (as when our process dies or the network drops mid-capture).
 */
export type CaptureBehaviour = 'complete' | 'declined' | 'wrong-amount' | 'error' | 'hang' | 'lost';

/** How the stand-in answers the next order reads. */
export type OrderReadBehaviour = 'answer' | 'error' | 'hang';

/** Orders v2 statuses the stand-in goes through. */
export type OrderStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';

interface Order {
  id: string;
  customId: string;
  value: string;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  status: OrderStatus;
  /** The capture, once the order is COMPLETED. */
  capture?: { id: string; status: 'COMPLETED'; value: string };
}

type Credentials = { id: string; secret: string; webhookId: string };

/** What the stand-in knows: its orders, the captures it answered, and what tests may set. */
function newLedger(credentials: Credentials) {
  return {
    credentials,
    orders: new Map<string, Order>(),
    captures: new Map<string, unknown>(),
    state: {
      captureBehaviour: 'complete' as CaptureBehaviour,
      orderReadBehaviour: 'answer' as OrderReadBehaviour,
      tokenRequests: 0,
      captureRequests: 0,
      orderReads: 0,
      lastCreateBody: undefined as unknown,
      lastCaptureHeaders: {} as http.IncomingHttpHeaders,
    },
    tokens: new Set<string>(),
    /** Answers held back ('hang', 'lost'); destroyed on close. */
    hanging: [] as http.ServerResponse[],
  };
}

type Ledger = ReturnType<typeof newLedger>;

/** One request to the stand-in, its body read. */
interface Call {
  request: http.IncomingMessage;
  response: http.ServerResponse;
  raw: string;
  send: (status: number, body: unknown) => void;
}

/**
 * A local HTTP stand-in for the parts of PayPal's REST API that Iqra calls: OAuth client
 * credentials, Orders v2 create, capture (idempotent by PayPal-Request-Id; only an
 * approved order) and read, and verify-webhook-signature. Orders wait for the payer until
 * `approve` (what the payer does on PayPal's page) or `void`. Only the network edge is
 * replaced; our provider code is real.
 */
export async function startPayPalStandIn(
  credentials = { id: 'client-id', secret: 'client-secret', webhookId: 'WH-TEST' },
) {
  const ledger = newLedger(credentials);
  const { orders, state, hanging } = ledger;
  const server = http.createServer((request, response) => answer(ledger, request, response));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const orderOf = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    return order;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    state,
    orders,
    /** The payer approves the order on PayPal's page. */
    approve(orderId: string) {
      const order = orderOf(orderId);
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    },
    /** PayPal gives up on an order (never approved, or left uncaptured for too long). */
    void(orderId: string) {
      const order = orderOf(orderId);
      if (order.status !== 'COMPLETED') order.status = 'VOIDED';
    },
    /** A PAYMENT.CAPTURE.COMPLETED event for an order, as PayPal would post it. */
    captureCompletedEvent(orderId: string, overrides: { value?: string } = {}) {
      const order = orderOf(orderId);
      return {
        id: `WH-${randomBytes(6).toString('hex')}`,
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {
          id: `CAP-WH-${randomBytes(4).toString('hex')}`,
          status: 'COMPLETED',
          custom_id: order.customId,
          amount: { value: overrides.value ?? order.value, currency_code: order.currency },
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      };
    },
    /** PayPal's notice of money given back on a capture (`value` in the order's currency). */
    captureRefundedEvent(captureId: string, value: string, currency = 'USD') {
      return {
        id: `WH-${randomBytes(6).toString('hex')}`,
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: {
          id: `REF-${randomBytes(4).toString('hex')}`,
          status: 'COMPLETED',
          amount: { value, currency_code: currency },
          links: [
            { rel: 'self', href: `https://api.paypal.test/v2/payments/refunds/x` },
            { rel: 'up', href: `https://api.paypal.test/v2/payments/captures/${captureId}` },
          ],
        },
      };
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Reads the request and answers it as PayPal would (or holds the answer back). */
async function answer(
  ledger: Ledger,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString();
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const call: Call = { request, response, raw, send };
  const url = request.url ?? '';

  if (url === '/v1/oauth2/token' && request.method === 'POST') return issueToken(ledger, call);

  const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  if (!ledger.tokens.has(bearer)) return send(401, { name: 'AUTHENTICATION_FAILURE' });

  if (url === '/v2/checkout/orders' && request.method === 'POST') return createOrder(ledger, call);
  const read = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(url);
  if (read && request.method === 'GET') return readOrder(ledger, call, read[1] ?? '');
  const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(url);
  if (capture && request.method === 'POST') return captureOrder(ledger, call, capture[1] ?? '');
  if (url === '/v1/notifications/verify-webhook-signature' && request.method === 'POST') {
    return verifyWebhook(ledger, call);
  }
  send(404, { name: 'NOT_FOUND' });
}

function issueToken({ credentials, state, tokens }: Ledger, { request, raw, send }: Call) {
  state.tokenRequests += 1;
  const expected = `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`;
  if (request.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
    return send(401, { error: 'invalid_client' });
  }
  const token = `A21-${randomBytes(8).toString('hex')}`;
  tokens.add(token);
  return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
}

function createOrder({ orders, state }: Ledger, { raw, send }: Call) {
  const body = JSON.parse(raw);
  state.lastCreateBody = body;
  const unit = body.purchase_units[0];
  const context = body.payment_source.paypal.experience_context;
  const id = randomBytes(8).toString('hex').toUpperCase();
  orders.set(id, {
    id,
    customId: unit.custom_id,
    value: unit.amount.value,
    currency: unit.amount.currency_code,
    returnUrl: context.return_url,
    cancelUrl: context.cancel_url,
    status: 'PAYER_ACTION_REQUIRED',
  });
  return send(200, {
    id,
    status: 'PAYER_ACTION_REQUIRED',
    links: [
      { rel: 'self', href: `https://api.sandbox.paypal.example/v2/checkout/orders/${id}` },
      {
        rel: 'payer-action',
        href: `https://www.sandbox.paypal.example/checkoutnow?token=${id}`,
      },
    ],
  });
}

function readOrder({ orders, state, hanging }: Ledger, { response, send }: Call, orderId: string) {
  state.orderReads += 1;
  if (state.orderReadBehaviour === 'hang') {
    hanging.push(response);
    return;
  }
  if (state.orderReadBehaviour === 'error') return send(503, { name: 'SERVICE_UNAVAILABLE' });
  const order = orders.get(orderId);
  if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
  return send(200, orderBody(order));
}

function captureOrder(
  { orders, captures, state, hanging }: Ledger,
  { request, response, send }: Call,
  orderId: string,
) {
  state.captureRequests += 1;
  state.lastCaptureHeaders = request.headers;
  const order = orders.get(orderId);
  if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
  const requestId = String(request.headers['paypal-request-id'] ?? '');
  if (captures.has(requestId)) return send(201, captures.get(requestId));
  if (order.status === 'COMPLETED') {
    return send(422, {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
    });
  }
  if (order.status !== 'APPROVED') {
    return send(422, {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });
  }
  switch (state.captureBehaviour) {
    case 'hang':
      hanging.push(response);
      return;
    case 'error':
      return send(500, { name: 'INTERNAL_SERVER_ERROR' });
    case 'declined':
      return send(422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'INSTRUMENT_DECLINED' }],
      });
    default: {
      const value = state.captureBehaviour === 'wrong-amount' ? '1.00' : order.value;
      order.status = 'COMPLETED';
      order.capture = {
        id: `CAP-${randomBytes(6).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        value,
      };
      const body = orderBody(order);
      captures.set(requestId, body);
      if (state.captureBehaviour === 'lost') {
        hanging.push(response);
        return;
      }
      return send(201, body);
    }
  }
}

function verifyWebhook({ credentials }: Ledger, { raw, send }: Call) {
  const body = JSON.parse(raw);
  const valid =
    body.transmission_sig === 'valid-signature' &&
    body.webhook_id === credentials.webhookId &&
    typeof body.webhook_event === 'object';
  return send(200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
}

/** An order as Orders v2 answers a read or a capture: its capture once it is COMPLETED. */
function orderBody(order: Order) {
  const unit = {
    reference_id: 'default',
    custom_id: order.customId,
    amount: { value: order.value, currency_code: order.currency },
    ...(order.capture
      ? {
          payments: {
            captures: [
              {
                id: order.capture.id,
                status: order.capture.status,
                custom_id: order.customId,
                amount: { value: order.capture.value, currency_code: order.currency },
              },
            ],
          },
        }
      : {}),
  };
  return {
    id: order.id,
    status: order.status,
    purchase_units: [unit],
    links: [
      { rel: 'self', href: `https://api.sandbox.paypal.example/v2/checkout/orders/${order.id}` },
    ],
  };
}
