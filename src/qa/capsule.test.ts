import fc from 'fast-check';
import md5 from 'blueimp-md5';
import { buildCapsule, capsuleFileName, configFlags, readCapsule, voucherHash } from './capsule';
import { redactVoucherCodes, voucherCodesIn } from './redact';
import type { LogDocument } from '../event-log/document';
import { capsuleContext } from '../../test/helpers/capsules';
import { voucherCodeLine } from '../../test/helpers/lines';
import { CartEvents, cents } from '../messages';

const codeLine = (barcode: string, lineId = 'l1') => ({ type: 'voucherCode', lineId, id: 90, name: 'Voucher code', price: 1000, totalPrice: 0, totalCount: 1, barcode, available: 1000 });
const envelope = (seq: number, type: string, data: unknown) => ({ type, v: 1, data, meta: { seq, at: 1_000 * seq, tab: 't' } });

function logWith(...codes: string[]): LogDocument {
  return {
    format: 'foyer-event-log',
    version: 1,
    snapshot: { seq: 1, state: { cart: { lines: [codeLine(codes[0] ?? 'SNAP-1', 's1')] }, vouchers: { accepted: codes[0] ?? 'SNAP-1' } } },
    events: codes.map((code, i) => ({
      ...CartEvents.CartLineAdded.create({ line: voucherCodeLine({ lineId: `l${i}`, barcode: code, available: cents(1000) }) }),
      v: 1,
      meta: { seq: i + 2, at: 1_000 * (i + 2), tab: 't' },
    })),
  };
}

const context = capsuleContext;

describe('voucher codes in a capsule', () => {
  it('finds the codes of voucher-code lines in events and in the snapshot', () => {
    expect([...voucherCodesIn(logWith('A-1', 'B-2'))].sort()).toEqual(['A-1', 'B-2']);
  });

  it('replaces each code everywhere (lines, read-model fields, keys, inside texts) by one keyed hash', () => {
    const hash = voucherHash((t) => md5(t), 'key-1');
    const doc = { ...logWith('GIFT-1'), extra: { 'GIFT-1': 'code GIFT-1 accepted' } };
    const redacted = redactVoucherCodes(doc, hash);
    const text = JSON.stringify(redacted);
    expect(text).not.toContain('GIFT-1');
    const digest = hash('GIFT-1');
    expect(digest).toMatch(/^code-[0-9a-f]{12}$/);
    expect(redacted.snapshot).toMatchObject({ state: { vouchers: { accepted: digest } } });
    expect(redacted.extra).toEqual({ [digest]: `code ${digest} accepted` });
    expect(doc.extra).toEqual({ 'GIFT-1': 'code GIFT-1 accepted' }); // the original is untouched
  });

  it('a rejected code gets the hash an accepted one gets: QA sees which code was tried, and that it was the same', () => {
    const hash = voucherHash((t) => md5(t), 'key-1');
    const doc = { ...logWith('GIFT-1'), events: [...logWith('GIFT-1').events, envelope(9, 'VoucherCodeRejected', { error: 'VOUCHER_ALREADY_IN_CART', code: 'GIFT-1' }), envelope(10, 'VoucherCodeRejected', { error: 'VOUCHER_NOT_FOUND', code: 'NOPE-7' })] };
    expect([...voucherCodesIn(doc)].sort()).toEqual(['GIFT-1', 'NOPE-7']);
    const redacted = redactVoucherCodes(doc, hash);
    expect(JSON.stringify(redacted)).not.toMatch(/GIFT-1|NOPE-7/);
    expect(redacted.events.slice(-2).map((e) => e.data)).toEqual([
      { error: 'VOUCHER_ALREADY_IN_CART', code: hash('GIFT-1') },
      { error: 'VOUCHER_NOT_FOUND', code: hash('NOPE-7') },
    ]);
  });

  it('a paid order’s codes are hashed though their lines are gone (the basket cleared, the log compacted)', () => {
    const hash = voucherHash((t) => md5(t), 'key-1');
    const paidCode = { lineId: 'l7', barcode: 'PAID-9', used: 1000, remaining: 250 };
    const doc: LogDocument = {
      format: 'foyer-event-log',
      version: 1,
      snapshot: { seq: 1, state: { payment: { order: { bookingId: '7', codes: [paidCode] } } } },
      events: [{ ...envelope(2, 'PaymentCompleted', { cartId: 'C1', bookingId: '7', hasTickets: false, items: [], paid: 0, payart: 78, codes: [paidCode] }), v: 2 } as unknown as LogDocument['events'][number]],
    };
    expect([...voucherCodesIn(doc)]).toEqual(['PAID-9']);
    const text = JSON.stringify(redactVoucherCodes(doc, hash));
    expect(text).not.toContain('PAID-9');
    expect(text.split(hash('PAID-9')).length - 1).toBe(2);
  });

  it('the hash is keyed: another session key gives another hash, so a short code cannot be looked up', () => {
    expect(voucherHash((t) => md5(t), 'a')('1234')).not.toBe(voucherHash((t) => md5(t), 'b')('1234'));
    expect(voucherHash((t) => md5(t), 'a')('1234')).not.toBe(`code-${md5('1234').slice(0, 12)}`);
  });

  it('property: no code survives, equal codes stay equal and different codes stay different', () => {
    const code = fc.stringMatching(/^[A-Z0-9-]{4,16}$/);
    fc.assert(
      fc.property(fc.array(code, { minLength: 1, maxLength: 6 }), (codes) => {
        const hash = voucherHash((t) => md5(t), 'k');
        const redacted = redactVoucherCodes(logWith(...codes), hash);
        const text = JSON.stringify(redacted);
        for (const c of codes) expect(text).not.toContain(`"${c}"`);
        const hashed = (redacted.events as unknown as Array<{ data: { line: { barcode: string } } }>).map((e) => e.data.line.barcode);
        codes.forEach((a, i) => codes.forEach((b, j) => expect(hashed[i] === hashed[j]).toBe(a === b)));
      }),
    );
  });

  it('a log without voucher codes comes back as it was', () => {
    const doc = { format: 'foyer-event-log', version: 1, snapshot: null, events: [envelope(1, 'CookiesAccepted', {})] };
    expect(redactVoucherCodes(doc, () => 'x')).toBe(doc);
  });
});

describe('the capsule', () => {
  it('carries build, configuration flags and fingerprint, language, screen, browser, viewport, time zone, time and the redacted log', () => {
    const capsule = buildCapsule(logWith('GIFT-1'), context());
    expect(capsule).toMatchObject({
      format: 'foyer-capsule',
      version: 1,
      capturedAt: '2026-11-23T09:30:00.250Z',
      app: { version: '0.1.0', build: 'abc1234' },
      config: { flags: { hasTickets: true, hasVouchers: 1, showHeader: 0 } },
      lang: 'de',
      route: { name: 'checkout', params: {} },
      userAgent: 'UA',
      viewport: { width: 390, height: 844 },
      timeZone: 'Europe/Berlin',
    });
    expect(JSON.stringify(capsule)).not.toContain('GIFT-1');
    expect(capsuleFileName(capsule)).toBe('foyer-capsule-2026-11-23T09-30-00Z.json');
  });

  it('the configuration fingerprint ignores key order and changes with any value', () => {
    const a = buildCapsule(logWith(), context({ config: { b: 1, a: { y: 2, x: 1 } } })).config.hash;
    const b = buildCapsule(logWith(), context({ config: { a: { x: 1, y: 2 }, b: 1 } })).config.hash;
    const c = buildCapsule(logWith(), context({ config: { a: { x: 1, y: 3 }, b: 1 } })).config.hash;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('flags are the top-level switches only', () => {
    expect(configFlags({ siteName: 'x', hasTickets: false, showFooter: 1, version: 2, nested: { hasX: true } })).toEqual({ hasTickets: false, showFooter: 1 });
  });

  it('reads back a capsule, passes a bare log through, and refuses a damaged or newer capsule by name', () => {
    const capsule = JSON.parse(JSON.stringify(buildCapsule(logWith('X-1'), context())));
    const read = readCapsule(capsule);
    expect(read).toMatchObject({ ok: true, capsule: { lang: 'de' } });
    expect(read.ok && read.log).toEqual(capsule.log);
    const bare = logWith();
    expect(readCapsule(bare)).toEqual({ ok: true, capsule: null, log: bare });
    expect(readCapsule({ ...capsule, viewport: 'big' })).toEqual({ ok: false, message: 'not a readable capsule (viewport)' });
    expect(readCapsule({ ...capsule, version: 2 })).toEqual({ ok: false, message: 'capsule format version 2 is newer than this build reads (1)' });
  });
});

describe('reference names in a capsule (issue 28)', () => {
  it('carries the names in the visitor’s language, and reads a capsule with them or without (made before)', () => {
    const withNames = buildCapsule(logWith(), context({ names: { 'tour:303': 'Group tour: Light and Line' } }));
    expect(withNames.names).toEqual({ 'tour:303': 'Group tour: Light and Line' });
    const read = readCapsule(JSON.parse(JSON.stringify(withNames)));
    expect(read.ok && read.capsule?.names).toEqual({ 'tour:303': 'Group tour: Light and Line' });
    const before = buildCapsule(logWith(), context());
    expect('names' in before).toBe(false);
    const old = readCapsule(JSON.parse(JSON.stringify(before)));
    expect(old.ok && old.capsule !== null).toBe(true);
  });
});
