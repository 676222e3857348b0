import type * as t from 'io-ts';
import type { Lang } from '../../messages/primitives';
import type { PaymentExecResult, PaymentInitResult, PaymentTypes } from '../../api/codecs/payment';
import { DIRECT_DEBIT_PAYARTS } from '../../domain/payment/payart';
import { formatDateTime } from '../clock';
import { randomCode, type Core } from '../core';
import { gone, HttpError, rejected, unauthorized } from '../http';
import { applyClaims, assertClaims, buildOrder } from '../order';
import { isRecord } from '../request';
import type { CustomerRecord, PaymentRecord } from '../state';

type Out<C extends t.Mixed> = t.OutputOf<C>;

export function paymentTypes(core: Core): Out<typeof PaymentTypes> {
  return core.catalogue.payment.types.map((p) => ({ payartId: p.payartId, i18n: p.i18n, ...(p.image ? { image: p.image } : {}) }));
}

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 = 1. */
export function validIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/**
 * Return targets come from the request: only http(s) or a same-site path may be a redirect
 * target, or the provider page would become an open redirect to `javascript:`.
 */
function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export function withParams(url: string, params: Readonly<Record<string, string>>): string {
  const relative = url.startsWith('/');
  const u = new URL(url, 'http://relative.invalid');
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return relative ? `${u.pathname}${u.search}${u.hash}` : u.href;
}

export interface InitInput {
  readonly body: unknown;
  readonly lang: Lang;
  /** The token holder; null when no token came. (An invalid token was already a 401.) */
  readonly customer: CustomerRecord | null;
}

export function initPayment(core: Core, { body, lang, customer }: InitInput): Out<typeof PaymentInitResult> {
  if (!isRecord(body)) throw new HttpError(400, { code: 'BAD_REQUEST', message: 'expected a JSON object body' });
  const { payment: cfg } = core.catalogue;
  const aux = body.aux === undefined || body.aux === null ? {} : body.aux;
  if (!isRecord(aux)) throw rejected('INVALID_AUX');
  const wallet = aux.wallet === undefined ? null : aux.wallet;
  if (wallet !== null && (typeof wallet !== 'string' || !cfg.wallets.includes(wallet))) throw rejected('INVALID_WALLET');
  // Wallet express checkout is the one way to pay without an account (spec 001 §6).
  if (!customer && wallet === null) throw unauthorized();

  const payart = body.payart;
  const type = cfg.types.find((p) => p.payartId === payart);
  if (typeof payart !== 'number' || (!type && !(wallet !== null && payart === cfg.walletPayart))) throw rejected('INVALID_PAYMENT_TYPE');
  if (type?.needsAccount || DIRECT_DEBIT_PAYARTS.includes(payart)) {
    if (typeof aux.Accountholder !== 'string' || aux.Accountholder.trim() === '') throw rejected('ACCOUNT_HOLDER_MISSING');
    if (typeof aux.IBAN !== 'string' || !validIban(aux.IBAN)) throw rejected('INVALID_IBAN');
  }

  const cart = body.cart;
  if (!isRecord(cart)) throw rejected('INVALID_CART');
  if (cart.ver !== 1) throw rejected('INVALID_CART_VERSION');
  if (!Array.isArray(cart.items) || cart.items.length === 0) throw rejected('CART_EMPTY');

  const url = isRecord(body.url) ? body.url : {};
  const continueUrl = safeReturnUrl(url.continue);
  const cancelUrl = safeReturnUrl(url.cancel);
  if (continueUrl === null || cancelUrl === null) throw rejected('INVALID_RETURN_URL');

  const order = buildOrder(core, cart.items, { lang, customer });
  let cartId = randomCode(10);
  while (core.state.paymentsByCart.has(cartId)) cartId = randomCode(10);
  const id = randomCode(16).toLowerCase();
  const record: PaymentRecord = {
    id,
    cartId,
    lang,
    customerId: customer?.id ?? null,
    payart,
    wallet,
    continueUrl,
    cancelUrl,
    createdAt: core.now().instant.getTime(),
    order,
    status: 'pending',
    bookingId: null,
  };
  core.state.payments.set(id, record);
  core.state.paymentsByCart.set(cartId, id);
  // Nothing to charge (vouchers cover the order): no provider is involved; the server approves
  // at once and sends the visitor straight back, as a provider would after approving.
  if (order.total === 0) {
    record.status = 'approved';
    return { url: withParams(continueUrl, { status: 'accepted', cartId }), cartId };
  }
  return { url: `/sandbox-pay/${id}`, cartId };
}

/** A payment not finished within the provider's time limit is gone, like a real provider's. */
export function expireIfStale(core: Core, payment: PaymentRecord): void {
  const limit = core.catalogue.payment.timeoutMinutes * 60_000;
  const open = payment.status === 'pending' || payment.status === 'approved';
  if (open && core.now().instant.getTime() - payment.createdAt > limit) payment.status = 'expired';
}

export function paymentByCart(core: Core, cartId: string | number): PaymentRecord | undefined {
  const id = core.state.paymentsByCart.get(String(cartId));
  return id === undefined ? undefined : core.state.payments.get(id);
}

export function execPayment(core: Core, cartId: string | number, customer: CustomerRecord | null): Out<typeof PaymentExecResult> {
  const payment = paymentByCart(core, cartId);
  if (!payment) throw gone('CART_NOT_FOUND');
  if (payment.customerId !== null) {
    if (!customer) throw unauthorized();
    if (customer.id !== payment.customerId) throw new HttpError(403, { code: 'FORBIDDEN' });
  }
  expireIfStale(core, payment);
  switch (payment.status) {
    case 'pending':
      throw rejected('PAYMENT_NOT_APPROVED');
    case 'failed':
      throw rejected('PAYMENT_FAILED');
    case 'abandoned':
      throw rejected('PAYMENT_CANCELED');
    case 'paid':
    case 'canceled':
    case 'expired':
      throw gone(payment.status === 'paid' ? 'ALREADY_PAID' : 'CART_NOT_FOUND');
    case 'approved':
      break;
  }
  // Someone else may have bought the last places between init and exec.
  try {
    assertClaims(core, payment.order.claims);
  } catch (e) {
    payment.status = 'failed';
    throw e;
  }
  const issued = applyClaims(core, payment.order.claims, () => {
    let code = `KAF-${randomCode(4)}-${randomCode(4)}`;
    while (core.state.voucherCodes.has(code)) code = `KAF-${randomCode(4)}-${randomCode(4)}`;
    return code;
  });
  payment.status = 'paid';
  payment.bookingId = core.state.nextBookingId++;
  const owner = payment.customerId === null ? undefined : core.state.customers.get(payment.customerId);
  const now = core.now();
  core.state.outbox.push({
    to: owner?.email ?? 'wallet-customer@sandbox.invalid',
    subject: core.message('booking_subject', payment.lang, { booking: payment.bookingId }),
    ...(issued.length > 0 ? { codes: issued.map((v) => v.barcode) } : {}),
    at: formatDateTime(now.today, now.minutes),
  });
  return { booking_id: payment.bookingId, has_tickets: payment.order.hasTickets };
}

export function cancelPayment(core: Core, cartId: string | number): PaymentRecord {
  const payment = paymentByCart(core, cartId);
  if (!payment) throw gone('CART_NOT_FOUND');
  expireIfStale(core, payment);
  if (payment.status === 'paid' || payment.status === 'canceled' || payment.status === 'expired') throw gone('CART_NOT_FOUND');
  payment.status = 'canceled';
  return payment;
}
