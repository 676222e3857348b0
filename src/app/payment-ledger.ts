import { defer, from, of, Subject } from 'rxjs';
import { readRecords, upsert, type LedgerRecord, type PaymentLedger } from '../domain/payment/ledger-records';

/** localStorage: the one store every tab of this browser shares (sessionStorage is per tab). */
export const LEDGER_KEY = 'foyer:payments:v1';
const CHANNEL = 'foyer:payments';

interface LedgerWindow {
  /** What the ledger uses of localStorage. */
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  BroadcastChannel?: typeof BroadcastChannel;
  navigator?: { locks?: { request<T>(name: string, callback: () => Promise<T> | T): Promise<T> } };
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * The payment ledger of a browser (domain/payment/ledger-records.ts): records in localStorage,
 * news by BroadcastChannel and, where that is missing, by the `storage` event the other tabs get
 * when localStorage changes. A claim is checked and written under a Web Lock, so two tabs
 * pressing "Pay" at the same moment cannot both claim the basket; without Web Locks the window is
 * the few microseconds between reading and writing. Without localStorage (some private modes), a
 * tab knows only the news that reaches it once its ledger is open (its payment area); the
 * server's 410 stays the last guard (docs/decisions.md "Money is taken once").
 */
export function browserPaymentLedger(win: LedgerWindow, now: () => number): PaymentLedger {
  const changes = new Subject<LedgerRecord>();
  let memory: LedgerRecord[] = [];
  // Opened when the ledger is first asked (the payment area, a claim): a page that never pays
  // does not open localStorage (a synchronous load of the origin's whole store on first use) or
  // a channel at the runtime's start. What the other tabs wrote before is in the stored records.
  let opened: { storage: LedgerWindow['localStorage'] | null; channel: BroadcastChannel | null } | null = null;
  const open = (): NonNullable<typeof opened> => {
    if (opened) return opened;
    const storage = safeStorage(win);
    let channel: BroadcastChannel | null = null;
    try {
      channel = win.BroadcastChannel ? new win.BroadcastChannel(CHANNEL) : null;
    } catch {
      channel = null;
    }
    if (channel) channel.onmessage = (event: MessageEvent) => arrived(event.data);
    else if (storage) {
      // The other tabs' writes; the new value holds every record: the newest is the one written.
      win.addEventListener('storage', (event) => {
        if (event.key !== LEDGER_KEY || event.newValue === null) return;
        try {
          const records = readRecords(JSON.parse(event.newValue));
          const newest = records[records.length - 1];
          if (newest) arrived(newest);
        } catch {
          /* not ours to read */
        }
      });
    }
    opened = { storage, channel };
    return opened;
  };

  const read = (): LedgerRecord[] => {
    const { storage } = open();
    if (!storage) return memory;
    try {
      return readRecords(JSON.parse(storage.getItem(LEDGER_KEY) ?? '[]'));
    } catch {
      return [];
    }
  };
  const store = (records: LedgerRecord[]): void => {
    memory = records;
    try {
      open().storage?.setItem(LEDGER_KEY, JSON.stringify(records));
    } catch {
      /* full or refused: this tab's memory and the channel still carry it */
    }
  };
  const arrived = (value: unknown): void => {
    const [record] = readRecords([value]);
    if (!record) return;
    memory = upsert(memory, record, now());
    changes.next(record);
  };

  const write = (record: LedgerRecord): void => {
    store(upsert(read(), record, now()));
    open().channel?.postMessage(record);
  };

  return {
    records: read,
    write,
    claim: (record, conflict) =>
      defer(() => {
        const attempt = (): LedgerRecord | null => {
          const found = conflict(read());
          if (!found) write(record);
          return found;
        };
        const locks = win.navigator?.locks;
        return locks ? from(locks.request(LEDGER_KEY, attempt)) : of(attempt());
      }),
    changes$: defer(() => {
      open();
      return changes;
    }),
  };
}

function safeStorage(win: LedgerWindow): LedgerWindow['localStorage'] | null {
  try {
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}
