import { firstValueFrom } from 'rxjs';
import { browserPaymentLedger, LEDGER_KEY } from './payment-ledger';
import type { LedgerRecord } from '../domain/payment/ledger-records';
import { memoryStorage } from '../bus/deps';

const record = (over: Partial<LedgerRecord> = {}): LedgerRecord => ({
  tab: 'tab-a',
  by: 'tab-a',
  attemptId: 'attempt-1',
  cartId: null,
  lineIds: ['line-1'],
  state: 'underWay',
  bookingId: null,
  at: 1_000,
  ...over,
});

/** A channel per name shared by the windows of one test, as the browser's BroadcastChannel is. */
function channels() {
  const open = new Map<string, Set<FakeChannel>>();
  class FakeChannel {
    static made = 0;
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      FakeChannel.made += 1;
      (open.get(name) ?? open.set(name, new Set()).get(name)!).add(this);
    }
    postMessage(data: unknown): void {
      for (const other of open.get(this.name) ?? []) if (other !== this) other.onmessage?.({ data } as MessageEvent);
    }
  }
  return FakeChannel;
}

/** A window whose localStorage access is counted; `storage` shared between the windows of a test. */
function browserWindow(storage: ReturnType<typeof memoryStorage> | null, Channel: ReturnType<typeof channels> | undefined) {
  const listeners: Array<(event: StorageEvent) => void> = [];
  const win = {
    opened: 0,
    get localStorage() {
      win.opened += 1;
      if (!storage) throw new DOMException('denied', 'SecurityError');
      return storage;
    },
    BroadcastChannel: Channel as unknown as typeof BroadcastChannel | undefined,
    addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => void listeners.push(listener),
    storageEvent: (event: Partial<StorageEvent>) => listeners.forEach((l) => l(event as StorageEvent)),
  };
  return win;
}

describe('browserPaymentLedger: opened when first asked', () => {
  it('a runtime that never pays opens neither localStorage nor a channel', () => {
    const Channel = channels();
    const win = browserWindow(memoryStorage(), Channel);
    browserPaymentLedger(win, () => 2_000);
    expect(win.opened).toBe(0);
    expect(Channel.made).toBe(0);
  });

  it('the first read opens both, once', () => {
    const Channel = channels();
    const win = browserWindow(memoryStorage(), Channel);
    const ledger = browserPaymentLedger(win, () => 2_000);
    expect(ledger.records()).toEqual([]);
    ledger.records();
    expect(win.opened).toBe(1);
    expect(Channel.made).toBe(1);
  });

  it('subscribing to the news opens the channel: another tab’s write arrives', () => {
    const Channel = channels();
    const storage = memoryStorage();
    const mine = browserPaymentLedger(browserWindow(storage, Channel), () => 2_000);
    const theirs = browserPaymentLedger(browserWindow(storage, Channel), () => 2_000);
    const seen: LedgerRecord[] = [];
    mine.changes$.subscribe((r) => seen.push(r));
    theirs.write(record({ tab: 'tab-b', by: 'tab-b' }));
    expect(seen).toEqual([record({ tab: 'tab-b', by: 'tab-b' })]);
    // And the stored records hold it for a tab that asks later.
    expect(mine.records()).toEqual([record({ tab: 'tab-b', by: 'tab-b' })]);
  });
});

describe('browserPaymentLedger: where the records live', () => {
  it('writes to localStorage, replacing the same tab and attempt', () => {
    const storage = memoryStorage();
    const ledger = browserPaymentLedger(browserWindow(storage, channels()), () => 2_000);
    ledger.write(record());
    ledger.write(record({ state: 'paid', bookingId: 'B-1', at: 1_500 }));
    expect(JSON.parse(storage.getItem(LEDGER_KEY) ?? '[]')).toEqual([record({ state: 'paid', bookingId: 'B-1', at: 1_500 })]);
  });

  it('stored records that do not decode are dropped, not trusted', () => {
    const storage = memoryStorage();
    storage.setItem(LEDGER_KEY, JSON.stringify([{ tab: 'x' }, record()]));
    expect(browserPaymentLedger(browserWindow(storage, channels()), () => 2_000).records()).toEqual([record()]);
    storage.setItem(LEDGER_KEY, '{not json');
    expect(browserPaymentLedger(browserWindow(storage, channels()), () => 2_000).records()).toEqual([]);
  });

  it('without BroadcastChannel, the storage event brings the newest record', () => {
    const storage = memoryStorage();
    const win = browserWindow(storage, undefined);
    const ledger = browserPaymentLedger(win, () => 2_000);
    const seen: LedgerRecord[] = [];
    ledger.changes$.subscribe((r) => seen.push(r));
    const newest = record({ tab: 'tab-b', by: 'tab-b', attemptId: 'attempt-2' });
    win.storageEvent({ key: LEDGER_KEY, newValue: JSON.stringify([record({ tab: 'tab-c', by: 'tab-c' }), newest]) });
    win.storageEvent({ key: 'another-key', newValue: '[]' });
    expect(seen).toEqual([newest]);
  });

  it('without localStorage (refused), the tab keeps what it wrote and what the channel brought', () => {
    const Channel = channels();
    const ledger = browserPaymentLedger(browserWindow(null, Channel), () => 2_000);
    const other = browserPaymentLedger(browserWindow(null, Channel), () => 2_000);
    ledger.write(record());
    expect(ledger.records()).toEqual([record()]);
    ledger.changes$.subscribe();
    other.write(record({ tab: 'tab-b', by: 'tab-b' }));
    expect(ledger.records()).toEqual([record(), record({ tab: 'tab-b', by: 'tab-b' })]);
  });

  it('a claim writes only when no conflict is found', async () => {
    const storage = memoryStorage();
    const ledger = browserPaymentLedger(browserWindow(storage, channels()), () => 2_000);
    const blocking = record({ tab: 'tab-b', by: 'tab-b' });
    await expect(firstValueFrom(ledger.claim(record(), () => blocking))).resolves.toBe(blocking);
    expect(ledger.records()).toEqual([]);
    await expect(firstValueFrom(ledger.claim(record(), () => null))).resolves.toBeNull();
    expect(ledger.records()).toEqual([record()]);
  });
});
