import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for Mollie's API v2, answering the calls the Mollie adapter makes with the JSON
 * shapes of Mollie's documentation (and of the fixtures in mollie/mollie-api-node's own tests):
 * `POST /v2/payments`, `GET /v2/payments/:id`, `POST /v2/payments/:id/refunds`, `GET`/`POST
 * /v2/customers` and `GET`/`POST /v2/customers/:id/mandates` (direct debits), errors as
 * `{ status, title, detail, field?, _links: { documentation } }`. Tests drive it with plain methods.
 *
 * The official client sends every request through an https.Agent pinned to its own CA bundle, so it
 * cannot reach a plain-HTTP server, and no self-signed certificate would be trusted. While this server
 * runs, connections an https.Agent opens to 127.0.0.1:<its port> in this process are plain TCP: give
 * the adapter `url` (https://127.0.0.1:<port>/v2/). `plainUrl` is the same server for plain fetch.
 */
export interface MollieServer {
  /** The API root to hand to the client as apiEndpoint (MOLLIE_API_ENDPOINT). */
  url: string;
  /** The same server over plain HTTP, for requests that do not go through the Mollie client. */
  plainUrl: string;
  apiKey: string;
  /** Every request received, in order (the ones answered 401 or failed on purpose too). */
  requests: ReceivedRequest[];
  /** The payment as Mollie would answer it now, or undefined. */
  payment(id: string): MolliePayment | undefined;
  setStatus(id: string, status: MollieStatus): void;
  /** A direct debit the bank returned before paying it: failed, with the bank's reason in details. */
  failDebit(id: string, bankReasonCode: string): void;
  /** The customers and mandates created (direct debits), by customer id. */
  customers: Map<string, MollieCustomer>;
  /** The whole amount refunded (Mollie keeps the payment `paid` and says so in amountRefunded). */
  refundAll(id: string): void;
  /** The whole amount charged back by the bank (the payment stays `paid`, amountChargedBack is set). */
  chargeBack(id: string, bankReasonCode?: string): void;
  /** The next request(s) answer 500 in Mollie's error shape, or never answer until close(). */
  failNext(kind: 'http500' | 'hang', times?: number): void;
  /** Calls the payment's webhookUrl as Mollie does: a form POST with only `id=tr_…`. Answers its status code. */
  sendWebhook(id: string): Promise<number>;
  close(): Promise<void>;
}

export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or null. */
  body: Record<string, unknown> | null;
}

interface Amount {
  currency: string;
  value: string;
}
interface Link {
  href: string;
  type: string;
}
export type MolliePayment = Record<string, unknown> & {
  id: string;
  status: MollieStatus;
  amount: Amount;
  webhookUrl?: string;
  _links: Record<string, Link>;
};

export interface MollieCustomer {
  customer: Record<string, unknown> & { id: string };
  mandates: Array<Record<string, unknown> & { id: string }>;
}

const DOCS = 'https://docs.mollie.com/reference';
const AMOUNT = /^\d+\.\d{2}$/;
const METHODS = new Set(
  (
    'alma applepay bacs bancomatpay bancontact banktransfer belfius billie bizum blik creditcard directdebit eps ' +
    'giftcard googlepay ideal in3 kbc klarna mbway mobilepay multibanco mybank paybybank paypal paysafecard ' +
    'pointofsale przelewy24 riverty satispay swish trustly twint vipps voucher'
  ).split(' '),
);
const STATUS_TIMES: Partial<Record<MollieStatus, string>> = {
  authorized: 'authorizedAt',
  paid: 'paidAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
  failed: 'failedAt',
};
const TITLES: Record<number, string> = {
  401: 'Unauthorized Request',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

const token = () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
};
/** Mollie's timestamps: ISO 8601 with `+00:00`. */
const isoTime = (date = new Date()) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const cents = (amount: Amount) => Math.round(Number(amount.value) * 100);
const money = (currency: string, value: number) => ({ currency, value: (value / 100).toFixed(2) });
const link = (href: string, type = 'application/hal+json'): Link => ({ href, type });

class MollieError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

export async function startMollieServer(options: { apiKey?: string } = {}): Promise<MollieServer> {
  const apiKey = options.apiKey ?? 'test_loopbackloopbackloopback00';
  const mode = apiKey.startsWith('live_') ? 'live' : 'test';
  const payments = new Map<string, MolliePayment>();
  const customers = new Map<string, MollieCustomer>();
  const requests: ReceivedRequest[] = [];
  const failures: Array<'http500' | 'hang'> = [];
  let apiRoot = '';

  const get = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`the loopback Mollie has no payment ${id}`);
    return payment;
  };

  /** What Mollie answers for a payment in its current state. */
  function view(payment: MolliePayment): MolliePayment {
    const answer: MolliePayment = { ...payment, _links: { ...payment._links } };
    if (payment.status !== 'open') delete answer._links.checkout;
    return answer;
  }

  function createPayment(body: Record<string, unknown>): MolliePayment {
    const amount = body.amount as Amount | undefined;
    if (!amount || typeof amount !== 'object')
      throw new MollieError(422, 'The amount is required for payments', 'amount');
    if (!/^[A-Z]{3}$/.test(String(amount.currency)) || !AMOUNT.test(String(amount.value)) || cents(amount) < 1) {
      throw new MollieError(422, 'The amount contains an invalid value', 'amount');
    }
    if (typeof body.description !== 'string' || !body.description) {
      throw new MollieError(422, 'The description is invalid', 'description');
    }
    const recurring = body.sequenceType === 'recurring';
    if (recurring) checkRecurring(body);
    if (!recurring && (typeof body.redirectUrl !== 'string' || !URL.canParse(body.redirectUrl))) {
      throw new MollieError(422, 'The redirect URL is invalid', 'redirectUrl');
    }
    if (body.webhookUrl !== undefined && (typeof body.webhookUrl !== 'string' || !URL.canParse(body.webhookUrl))) {
      throw new MollieError(422, 'The webhook URL is invalid', 'webhookUrl');
    }
    if (body.method !== undefined && body.method !== null && !METHODS.has(String(body.method))) {
      throw new MollieError(422, 'The payment method is invalid', 'method');
    }
    const id = `tr_${token()}`;
    const created = new Date();
    const payment: MolliePayment = {
      resource: 'payment',
      id,
      mode,
      createdAt: isoTime(created),
      amount: { currency: amount.currency, value: amount.value },
      description: body.description,
      method: body.method ?? null,
      metadata: body.metadata ?? null,
      // A recurring debit goes to the bank at once: pending, without a checkout page.
      status: recurring ? 'pending' : 'open',
      isCancelable: false,
      ...(recurring ? { customerId: body.customerId, mandateId: body.mandateId } : {}),
      expiresAt: isoTime(new Date(created.getTime() + 15 * 60_000)),
      ...(body.locale ? { locale: body.locale } : {}),
      profileId: 'pfl_QkEhN94Ba',
      sequenceType: recurring ? 'recurring' : 'oneoff',
      redirectUrl: body.redirectUrl,
      ...(body.webhookUrl ? { webhookUrl: body.webhookUrl as string } : {}),
      _links: {
        self: link(`${apiRoot}payments/${id}`),
        ...(recurring
          ? {}
          : { checkout: link(`https://www.mollie.com/checkout/select-method/${id.slice(3)}`, 'text/html') }),
        dashboard: link(`https://my.mollie.com/dashboard/org_12345678/payments/${id}`, 'text/html'),
        documentation: link(`${DOCS}/create-payment`, 'text/html'),
      },
    };
    payments.set(id, payment);
    return view(payment);
  }

  function checkRecurring(body: Record<string, unknown>) {
    const owner = customers.get(String(body.customerId));
    if (!owner) throw new MollieError(422, 'The customer id is invalid', 'customerId');
    const mandate = owner.mandates.find((item) => item.id === body.mandateId);
    if (!mandate || mandate.status !== 'valid') throw new MollieError(422, 'The mandate is invalid', 'mandateId');
    if (body.method !== 'directdebit') throw new MollieError(422, 'The payment method is invalid', 'method');
  }

  function list(resource: string, items: unknown[], self: string) {
    return {
      count: items.length,
      _embedded: { [resource]: items },
      _links: { self: link(self), previous: null, next: null },
    };
  }

  function createCustomer(body: Record<string, unknown>) {
    const id = `cst_${token()}`;
    const customer = {
      resource: 'customer',
      id,
      mode,
      name: typeof body.name === 'string' ? body.name : null,
      email: null,
      locale: null,
      metadata: body.metadata ?? null,
      createdAt: isoTime(),
      _links: { self: link(`${apiRoot}customers/${id}`) },
    };
    customers.set(id, { customer, mandates: [] });
    return customer;
  }

  function createMandate(customerId: string, body: Record<string, unknown>) {
    const owner = customers.get(customerId);
    if (!owner) throw new MollieError(404, `No customer exists with token ${customerId}.`);
    if (body.method !== 'directdebit') throw new MollieError(422, 'The mandate method is invalid', 'method');
    for (const field of ['consumerName', 'consumerAccount'] as const) {
      if (typeof body[field] !== 'string' || !body[field]) throw new MollieError(422, `The ${field} is invalid`, field);
    }
    if (body.signatureDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(body.signatureDate))) {
      throw new MollieError(422, 'The signature date is invalid', 'signatureDate');
    }
    const id = `mdt_${token()}`;
    const mandate = {
      resource: 'mandate',
      id,
      mode,
      status: 'valid',
      method: 'directdebit',
      details: { consumerName: body.consumerName, consumerAccount: body.consumerAccount, consumerBic: null },
      mandateReference: body.mandateReference ?? null,
      signatureDate: body.signatureDate ?? null,
      createdAt: isoTime(),
      _links: { self: link(`${apiRoot}customers/${customerId}/mandates/${id}`) },
    };
    owner.mandates.push(mandate);
    return mandate;
  }

  function setStatus(id: string, status: MollieStatus) {
    const payment = get(id);
    payment.status = status;
    const field = STATUS_TIMES[status];
    if (field) payment[field] = isoTime();
    if (status === 'paid') {
      payment.amountRefunded = money(payment.amount.currency, 0);
      payment.amountRemaining = { ...payment.amount };
      payment.settlementAmount = { ...payment.amount };
    }
  }

  function refund(id: string, body: Record<string, unknown>) {
    const payment = payments.get(id);
    if (!payment) throw new MollieError(404, `No payment exists with token ${id}.`);
    if (payment.status !== 'paid') throw new MollieError(422, 'The payment cannot be refunded', 'amount');
    const amount = body.amount as Amount | undefined;
    const remaining = cents(payment.amountRemaining as Amount);
    if (
      !amount ||
      amount.currency !== payment.amount.currency ||
      !AMOUNT.test(String(amount.value)) ||
      cents(amount) < 1 ||
      cents(amount) > remaining
    ) {
      throw new MollieError(422, 'The amount is invalid or higher than the amount that can be refunded', 'amount');
    }
    const currency = payment.amount.currency;
    payment.amountRefunded = money(currency, cents(payment.amountRefunded as Amount) + cents(amount));
    payment.amountRemaining = money(currency, remaining - cents(amount));
    payment._links.refunds = link(`${apiRoot}payments/${id}/refunds`);
    const refundId = `re_${token()}`;
    return {
      resource: 'refund',
      id: refundId,
      mode,
      amount: { currency, value: amount.value },
      status: 'pending',
      createdAt: isoTime(),
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      paymentId: id,
      settlementAmount: money(currency, -cents(amount)),
      _links: {
        self: link(`${apiRoot}payments/${id}/refunds/${refundId}`),
        payment: link(`${apiRoot}payments/${id}`),
        documentation: link(`${DOCS}/create-refund`, 'text/html'),
      },
    };
  }

  function route(method: string, path: string, body: Record<string, unknown> | null): [number, unknown] {
    if (method === 'POST' && path === '/v2/payments') return [201, createPayment(body ?? {})];
    if (path === '/v2/customers') {
      if (method === 'POST') return [201, createCustomer(body ?? {})];
      // Newest first, as Mollie lists.
      const all = [...customers.values()].map((entry) => entry.customer).reverse();
      return [200, list('customers', all, `${apiRoot}customers`)];
    }
    const mandates = /^\/v2\/customers\/([^/]+)\/mandates$/.exec(path);
    if (mandates) {
      const customerId = mandates[1]!;
      if (method === 'POST') return [201, createMandate(customerId, body ?? {})];
      const owner = customers.get(customerId);
      if (!owner) throw new MollieError(404, `No customer exists with token ${customerId}.`);
      return [200, list('mandates', owner.mandates, `${apiRoot}customers/${customerId}/mandates`)];
    }
    const match = /^\/v2\/payments\/([^/]+)(\/refunds)?$/.exec(path);
    const id = match?.[1] ?? '';
    if (match && method === 'GET' && !match[2]) {
      const payment = payments.get(id);
      if (!payment) throw new MollieError(404, `No payment exists with token ${id}.`);
      return [200, view(payment)];
    }
    if (match && method === 'POST' && match[2]) return [201, refund(id, body ?? {})];
    throw new MollieError(404, `The resource ${path} does not exist.`);
  }

  const send = (response: http.ServerResponse, status: number, payload: unknown) => {
    response.writeHead(status, { 'content-type': 'application/hal+json; charset=utf-8' });
    response.end(JSON.stringify(payload));
  };
  const sendError = (response: http.ServerResponse, error: MollieError, documentation: string) =>
    send(response, error.status, {
      status: error.status,
      title: TITLES[error.status] ?? 'Error',
      detail: error.message,
      ...(error.field ? { field: error.field } : {}),
      _links: { documentation: link(documentation, 'text/html') },
    });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const path = new URL(request.url ?? '/', 'http://loopback').pathname;
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const failure = failures.shift();
      if (failure === 'hang') return;
      if (failure === 'http500') {
        return sendError(
          response,
          new MollieError(500, 'Something went wrong on our side.'),
          `${DOCS}/handling-errors`,
        );
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        const error = new MollieError(401, 'Missing authentication, or failed to authenticate');
        return sendError(response, error, 'https://docs.mollie.com/overview/authentication');
      }
      if (text && body === null) {
        return sendError(
          response,
          new MollieError(400, 'The request body is not valid JSON'),
          `${DOCS}/handling-errors`,
        );
      }
      try {
        const [status, payload] = route(request.method ?? '', path, body);
        send(response, status, payload);
      } catch (error) {
        const known = error instanceof MollieError ? error : new MollieError(500, String(error));
        sendError(response, known, `${DOCS}/handling-errors`);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  apiRoot = `https://127.0.0.1:${port}/v2/`;
  routeHttpsAgentToPlainTcp(port);

  return {
    url: apiRoot,
    plainUrl: `http://127.0.0.1:${port}/v2/`,
    apiKey,
    requests,
    payment: (id) => {
      const payment = payments.get(id);
      return payment && view(payment);
    },
    setStatus,
    customers,
    failDebit(id, bankReasonCode) {
      setStatus(id, 'failed');
      get(id).details = { bankReasonCode, bankReason: 'Returned by the bank' };
    },
    refundAll(id) {
      const payment = get(id);
      if (payment.status !== 'paid') throw new Error(`refundAll: ${id} is ${payment.status}, not paid`);
      refund(id, { amount: payment.amountRemaining, description: 'refundAll' });
    },
    chargeBack(id, bankReasonCode) {
      const payment = get(id);
      if (payment.status !== 'paid') throw new Error(`chargeBack: ${id} is ${payment.status}, not paid`);
      payment.amountChargedBack = { ...payment.amount };
      if (bankReasonCode) payment.details = { ...(payment.details as object), bankReasonCode };
      payment._links.chargebacks = link(`${apiRoot}payments/${id}/chargebacks`);
    },
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(kind);
    },
    async sendWebhook(id) {
      const webhookUrl = get(id).webhookUrl;
      if (!webhookUrl) throw new Error(`sendWebhook: ${id} has no webhookUrl`);
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie HTTP client/1.0' },
        body: new URLSearchParams({ id }).toString(),
      });
      return answer.status;
    },
    async close() {
      plainTcpPorts.delete(port);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Ports of running loopback servers whose https connections go over plain TCP. */
const plainTcpPorts = new Set<number>();
let patched = false;

type CreateConnection = (
  options: net.NetConnectOpts & { host?: string; port?: number },
  ...rest: unknown[]
) => net.Socket;

function routeHttpsAgentToPlainTcp(port: number) {
  plainTcpPorts.add(port);
  if (patched) return;
  patched = true;
  const prototype = https.Agent.prototype as unknown as { createConnection: CreateConnection };
  const original = prototype.createConnection;
  prototype.createConnection = function (this: https.Agent, options, ...rest) {
    if (options.host === '127.0.0.1' && plainTcpPorts.has(Number(options.port))) {
      return net.createConnection({ host: '127.0.0.1', port: Number(options.port) });
    }
    return original.call(this, options, ...rest);
  };
}
