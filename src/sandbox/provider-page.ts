import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lang } from '../messages/primitives';
import type { Core } from './core';
import { readJsonBody, redirect, sendRaw } from './http';
import { expireIfStale, withParams } from './areas/payment';
import type { PaymentRecord } from './state';
import { escapeHtml } from './text';

/**
 * The stand-in for the payment provider's hosted page. The shop sends the browser here after
 * payment init; the tester decides the outcome. Buttons are form posts (a GET must not move
 * money), answered with 303 to the shop's continue or cancel address.
 */

const ACTIONS = ['approve', 'cancel', 'fail'] as const;
type Action = (typeof ACTIONS)[number];

function langOf(payment: PaymentRecord | undefined): Lang {
  return payment?.lang ?? 'en';
}

function money(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f1ec; color: #1d1d1b; }
  main { max-width: 36rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .badge { display: inline-block; background: #7a1f1f; color: #fff; padding: 0 .5rem; border-radius: 4px; font-size: .8rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
  th, td { text-align: left; padding: .35rem .25rem; border-bottom: 1px solid #ddd; }
  td.num, th.num { text-align: right; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 2px solid #1d1d1b; cursor: pointer; background: #fff; color: #1d1d1b; }
  button.primary { background: #0b5d3b; border-color: #0b5d3b; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function renderPayment(core: Core, payment: PaymentRecord): string {
  const lang = langOf(payment);
  const m = (key: string, values: Record<string, string | number> = {}): string => escapeHtml(core.message(key, lang, values));
  const type = core.catalogue.payment.types.find((p) => p.payartId === payment.payart);
  const method = payment.wallet ?? (type ? type.i18n[lang] ?? type.i18n.en ?? String(type.payartId) : String(payment.payart));
  const { order } = payment;
  const rows = order.lines
    .map((l) => `<tr><td>${escapeHtml(l.label)}</td><td class="num">${l.count}</td><td class="num">${money(l.amount, lang)}</td></tr>`)
    .join('');
  const extra =
    (order.shipping > 0 ? `<tr><td colspan="2">${m('pay_shipping')}</td><td class="num">${money(order.shipping, lang)}</td></tr>` : '') +
    (order.discount > 0 ? `<tr><td colspan="2">${m('pay_discount')}</td><td class="num">−${money(order.discount, lang)}</td></tr>` : '');
  const header = `<h1>${m('pay_title', { provider: core.catalogue.payment.provider.name })} <span class="badge">Sandbox</span></h1>`;
  const summary = `<p>${m('pay_method')}: <strong>${escapeHtml(method)}</strong></p>
<table><caption>${m('pay_order', { cart: payment.cartId })}</caption>
<thead><tr><th scope="col">${m('pay_item')}</th><th scope="col" class="num">${m('pay_qty')}</th><th scope="col" class="num">${m('pay_amount')}</th></tr></thead>
<tbody>${rows}${extra}</tbody>
<tfoot><tr><th scope="row" colspan="2">${m('pay_total')}</th><td class="num">${money(order.total, lang)}</td></tr></tfoot></table>`;
  if (payment.status !== 'pending') {
    return page(lang, core.message('pay_title', lang, { provider: 'Sandbox' }), `${header}<p role="status">${m('pay_state', { status: payment.status })}</p>${summary}`);
  }
  const form = (action: Action, label: string, primary = false): string =>
    `<form method="post" action="/sandbox-pay/${escapeHtml(payment.id)}/${action}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  return page(
    lang,
    core.message('pay_title', lang, { provider: 'Sandbox' }),
    `${header}<p>${m('pay_intro')}</p>${summary}
<div class="actions">${form('approve', m('pay_approve'), true)}${form('cancel', m('pay_cancel'))}${form('fail', m('pay_fail'))}</div>`,
  );
}

const HTML = 'text/html; charset=utf-8';
// Inline styles only, no scripts: the page must work with JavaScript off and trust nothing.
const HEADERS = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'", 'X-Frame-Options': 'DENY' };

export async function handleProviderPage(core: Core, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const m = /^\/sandbox-pay\/([a-z0-9]+)(?:\/([a-z]+))?\/?$/.exec(pathname);
  const payment = m?.[1] ? core.state.payments.get(m[1]) : undefined;
  const lang = langOf(payment);
  if (!m || !payment) {
    sendRaw(res, 404, page(lang, 'Not found', `<h1>${escapeHtml(core.message('pay_not_found', lang))}</h1>`), HTML, HEADERS);
    return;
  }
  expireIfStale(core, payment);
  const action = m[2];
  if (action === undefined) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendRaw(res, 405, page(lang, 'Method not allowed', '<h1>405</h1>'), HTML, { ...HEADERS, Allow: 'GET, HEAD' });
      return;
    }
    sendRaw(res, 200, renderPayment(core, payment), HTML, HEADERS);
    return;
  }
  if (!(ACTIONS as readonly string[]).includes(action) || req.method !== 'POST') {
    sendRaw(res, action && (ACTIONS as readonly string[]).includes(action) ? 405 : 404, page(lang, 'Not found', '<h1>404</h1>'), HTML, HEADERS);
    return;
  }
  // Drain the (form-encoded, empty) body so keep-alive connections stay usable.
  await readJsonBody(req).catch(() => undefined);
  if (payment.status !== 'pending') {
    // A second click, or the back button after deciding: show where things stand, change nothing.
    sendRaw(res, 409, renderPayment(core, payment), HTML, HEADERS);
    return;
  }
  switch (action as Action) {
    case 'approve':
      payment.status = 'approved';
      redirect(res, withParams(payment.continueUrl, { status: 'accepted', cartId: payment.cartId }));
      return;
    case 'fail':
      payment.status = 'failed';
      redirect(res, withParams(payment.continueUrl, { status: 'failed', cartId: payment.cartId }));
      return;
    case 'cancel':
      // The provider only reports the cancel; the shop then cancels the cart (payment/cancel).
      payment.status = 'abandoned';
      redirect(res, payment.cancelUrl);
      return;
  }
}
