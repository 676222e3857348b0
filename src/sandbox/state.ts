import type { Lang } from '../messages/primitives';
import type { Catalogue } from './catalogue/load';
import type { RelDateTime } from './catalogue/schema';

export interface Address {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface CustomerRecord {
  readonly id: number;
  email: string;
  /** MD5 hex of the password; null for guests, who cannot log in. */
  passwordMd5: string | null;
  readonly isGuest: boolean;
  salutation: string;
  fname: string;
  lname: string;
  phone: string;
  company: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  send_invoice: 0 | 1;
  shipping: Address | null;
}

/**
 * An order is a payment cart checked against the catalogue and priced by the server. Prices the
 * client sends are ignored (except the amount of a variable-amount voucher, which is the
 * visitor's choice): a tampered basket cannot buy a ticket for 1 cent.
 */
export interface OrderLine {
  readonly type: string;
  readonly label: string;
  readonly count: number;
  readonly amount: number;
}

/** A claim on a contingent, checked at init and again at exec, applied only when paid. */
export type Claim =
  | { readonly kind: 'places'; readonly key: string; readonly count: number; readonly remaining: () => number }
  | { readonly kind: 'stock'; readonly articleId: number; readonly count: number }
  | { readonly kind: 'voucherCode'; readonly barcode: string; readonly amount: number }
  | { readonly kind: 'issueVoucher'; readonly productId: number; readonly value: number; readonly count: number };

export interface Order {
  readonly lines: readonly OrderLine[];
  readonly claims: readonly Claim[];
  readonly goods: number;
  readonly shipping: number;
  readonly discount: number;
  readonly total: number;
  readonly hasTickets: boolean;
}

/** A validity bound relative to today (fixture codes) or absolute (codes bought in the sandbox). */
export type Bound = { readonly rel: RelDateTime } | { readonly abs: string } | null;

export interface VoucherCodeRecord {
  readonly id: number;
  readonly barcode: string;
  readonly productId: number;
  readonly amount: number;
  used_amount: number;
  readonly validFrom: Bound;
  readonly validTo: Bound;
}

/**
 * pending: waiting on the provider page. approved/failed/abandoned: the visitor chose on the
 * provider page. paid: executed. canceled: the shop cancelled it. expired: not finished in time.
 */
export type PaymentStatus = 'pending' | 'approved' | 'failed' | 'abandoned' | 'paid' | 'canceled' | 'expired';

export interface PaymentRecord {
  readonly id: string;
  readonly cartId: string;
  readonly lang: Lang;
  readonly customerId: number | null;
  readonly payart: number;
  readonly wallet: string | null;
  readonly continueUrl: string;
  readonly cancelUrl: string;
  readonly createdAt: number;
  readonly order: Order;
  status: PaymentStatus;
  bookingId: number | null;
}

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly link?: string;
  readonly codes?: readonly string[];
  readonly at: string;
}

export interface ResetToken {
  readonly customerId: number;
  readonly expiresAt: number;
  used: boolean;
}

/** Everything an order or an account changes. Fresh per process and per reset(). */
export interface SandboxState {
  /** Places sold through the sandbox, by capacity key (see inventory.ts). */
  readonly taken: Map<string, number>;
  readonly stock: Map<number, number>;
  readonly voucherCodes: Map<string, VoucherCodeRecord>;
  readonly customers: Map<number, CustomerRecord>;
  readonly tokens: Map<string, number>;
  readonly resetTokens: Map<string, ResetToken>;
  readonly payments: Map<string, PaymentRecord>;
  readonly paymentsByCart: Map<string, string>;
  readonly outbox: Mail[];
  /** Test hook `POST /api/__sandbox/config`: top-level keys that replace the fixture's remote configuration. */
  configOverrides: Readonly<Record<string, unknown>>;
  nextCustomerId: number;
  nextBookingId: number;
  nextVoucherCodeId: number;
}

export function initialState(catalogue: Catalogue): SandboxState {
  const voucherCodes = new Map<string, VoucherCodeRecord>();
  for (const c of catalogue.vouchers.codes) {
    voucherCodes.set(c.barcode.toUpperCase(), {
      id: c.id,
      barcode: c.barcode,
      productId: c.productId,
      amount: c.amount,
      used_amount: c.used_amount,
      validFrom: c.valid_from && { rel: c.valid_from },
      validTo: c.valid_to && { rel: c.valid_to },
    });
  }
  const customers = new Map<number, CustomerRecord>();
  for (const c of catalogue.customers.customers) {
    customers.set(c.id, {
      id: c.id,
      email: c.email,
      passwordMd5: c.passwordMd5,
      isGuest: false,
      salutation: c.salutation,
      fname: c.fname,
      lname: c.lname,
      phone: c.phone,
      company: c.company,
      street: c.street,
      zip: c.zip,
      city: c.city,
      country: c.country,
      send_invoice: c.send_invoice,
      shipping: c.shipping && { ...c.shipping },
    });
  }
  return {
    taken: new Map(),
    stock: new Map(catalogue.merchandise.articles.map((a) => [a.id, a.stock])),
    voucherCodes,
    customers,
    tokens: new Map(),
    resetTokens: new Map(),
    payments: new Map(),
    paymentsByCart: new Map(),
    outbox: [],
    configOverrides: {},
    nextCustomerId: Math.max(1000, ...catalogue.customers.customers.map((c) => c.id)) + 1,
    nextBookingId: 700_001,
    nextVoucherCodeId: Math.max(0, ...catalogue.vouchers.codes.map((c) => c.id)) + 1,
  };
}
