import { defaultCalendarWindow, formatDay, isoWeekday, museumNow, parseDay } from './clock';
import type { RunningServer } from './serve';
import { api, clockAt, startTestServer, ymd, type Api } from './test-support';

describe('museum clock', () => {
  it('takes the date in Berlin, not in UTC', () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin (UTC+1 in winter).
    expect(formatDay(museumNow(new Date('2029-12-31T23:30:00Z')).today)).toBe('2030-01-01');
    // 22:30 UTC in summer is 00:30 the next day (UTC+2).
    const summer = museumNow(new Date('2030-07-14T22:30:00Z'));
    expect(formatDay(summer.today)).toBe('2030-07-15');
    expect(summer.minutes).toBe(30);
  });

  it('survives the daylight-saving switch', () => {
    expect(formatDay(museumNow(new Date('2030-03-31T00:30:00Z')).today)).toBe('2030-03-31');
    expect(museumNow(new Date('2030-03-31T01:30:00Z')).minutes).toBe(3 * 60 + 30);
  });

  it('parses both date notations of the API and rejects impossible dates', () => {
    expect(parseDay('20300416')).toBe(parseDay('2030-04-16'));
    expect(parseDay('2030-02-30')).toBeNull();
    expect(parseDay('yesterday')).toBeNull();
    expect(isoWeekday(parseDay('2030-04-15') ?? 0)).toBe(1);
    expect(isoWeekday(parseDay('2030-04-21') ?? 0)).toBe(7);
  });

  it('spans the ticket calendar from the first of this month to the end of next month', () => {
    const w = defaultCalendarWindow(parseDay('2030-12-17') ?? 0);
    expect([formatDay(w.start), formatDay(w.end)]).toEqual(['2030-12-01', '2031-01-31']);
  });
});

/**
 * The catalogue is stored relative to today, so whatever day the tests (or a QA person) run
 * on, there must be something to book. Checked at instants chosen to break naive date code:
 * every weekday, just before midnight, month and year ends, and both DST switches.
 */
const INSTANTS = [
  '2030-04-15T08:00:00Z', // Monday (museum closed)
  '2030-04-16T07:00:00Z',
  '2030-04-17T16:59:00Z', // Wednesday, one minute before the last slot in Berlin
  '2030-04-18T21:59:00Z', // Thursday 23:59 Berlin
  '2030-04-19T12:00:00Z',
  '2030-04-20T12:00:00Z',
  '2030-04-21T12:00:00Z', // Sunday
  '2030-03-31T01:30:00Z', // DST starts
  '2030-10-27T00:30:00Z', // DST ends
  '2030-12-31T22:59:00Z', // New Year's Eve 23:59 Berlin
  '2031-02-28T12:00:00Z', // month end
];

describe('relative dates', () => {
  const clock = clockAt(new Date(INSTANTS[0] ?? ''));
  let server: RunningServer;
  let call: Api;
  beforeAll(async () => {
    server = await startTestServer(clock);
    call = api(server);
  });
  afterAll(() => server.close());

  async function today(): Promise<string> {
    // The tour overview starts at the date asked for; ask for the museum's today via lifetime.
    return formatDay(museumNow(clock.now()).today);
  }

  it.each(INSTANTS)('leaves bookable dates at %s', async (instant) => {
    clock.set(new Date(instant));
    const start = await today();
    const end = formatDay((parseDay(start) ?? 0) + 45);

    const events = (await call('event/list')).json.data.events as Array<{ id: number; end: string | null }>;
    for (const event of events) {
      const calendar = (await call(`ticket/calendar/event/${event.id}/range/${ymd(start)};${ymd(end)}`, { query: { deep: 1 } })).json.data as Record<string, number>;
      const ended = event.end !== null && event.end < `${start} 00:00:00`;
      if (ended) expect(calendar).toEqual({});
      else expect(Object.values(calendar).some((n) => n > 0)).toBe(true);
      for (const date of Object.keys(calendar)) expect(date >= start).toBe(true);
    }

    const days = (await call(`ticket/daytickets/calendar/range/${ymd(start)};${ymd(end)}`)).json.data as Record<string, number>;
    expect(Object.values(days).filter((n) => n > 0).length).toBeGreaterThan(20);
    // Closed on Mondays, whatever the week.
    for (const date of Object.keys(days)) expect(isoWeekday(parseDay(date) ?? 0)).not.toBe(1);

    const tours = (await call('tour/list')).json.data.tours as Array<{ id: number }>;
    expect(tours).toHaveLength(8);
    for (const tour of tours) {
      const cal = (await call(`tour/calendar/tour/${tour.id}/range/${ymd(start)};${ymd(end)}`)).json.data as Record<string, Record<string, { tickets: number }>>;
      const open = Object.values(cal).flatMap((day) => Object.values(day)).filter((s) => s.tickets > 0);
      expect(open.length).toBeGreaterThan(0);
    }

    const overview = (await call('tour/overview', { query: { date: start, lookahead: 7 } })).json.data as Record<string, number[]>;
    expect(Object.keys(overview)).toHaveLength(8);
    expect(Object.values(overview).flat().length).toBeGreaterThan(0);
  });

  it('keeps sold-out days and slots next to free ones', async () => {
    clock.set(new Date('2030-04-16T07:00:00Z'));
    const start = await today();
    const end = formatDay((parseDay(start) ?? 0) + 30);
    const exhibition = (await call(`ticket/calendar/event/101/range/${ymd(start)};${ymd(end)}`)).json.data as Record<string, number>;
    expect(Object.values(exhibition)).toContain(0);
    const days = (await call(`ticket/daytickets/calendar/range/${ymd(start)};${ymd(end)}`)).json.data as Record<string, number>;
    expect(Object.values(days)).toContain(0);
    const soldOut = (await call(`tour/soldout/tour/302/range/${ymd(start)};${ymd(end)}`)).json.data as string[];
    expect(soldOut.length).toBeGreaterThan(0);
    // Tour 301 has one sold-out start on its second day, the other start that day is free.
    const cal = (await call(`tour/calendar/tour/301/range/${ymd(start)};${ymd(end)}`)).json.data as Record<string, Record<string, { soldout: boolean }>>;
    const mixed = Object.entries(cal).find(([, slots]) => Object.values(slots).some((s) => s.soldout) && Object.values(slots).some((s) => !s.soldout));
    expect(mixed).toBeDefined();
    const [date] = mixed ?? [''];
    const slots = (await call(`tour/soldoutTimeslots/tour/301/date/${date}`)).json.data as Record<string, boolean>;
    expect(Object.values(slots)).toEqual(expect.arrayContaining([true, false]));
  });

  it('never offers a slot that has already started today', async () => {
    clock.set(new Date('2030-04-16T12:30:00Z')); // 14:30 in Berlin
    const start = await today();
    const collect = (await call(`ticket/collect/event/101/date/${start}`)).json.data.tickets as Array<{ schedule: Array<{ datetime: string }> }>;
    const times = collect[0]?.schedule.map((s) => s.datetime.slice(11, 16)) ?? [];
    expect(times[0]).toBe('15:00');
  });

  it('hides nothing but reports no places for the ticket that must not be shown, and none after an event ended', async () => {
    clock.set(new Date('2030-04-16T07:00:00Z'));
    const tickets = (await call('ticket/collect/event/101')).json.data.tickets as Array<{ id: number; mode: number; schedule: Array<{ max_tickets: number }> }>;
    const hidden = tickets.find((t) => t.id === 1005);
    expect(hidden?.mode).toBe(1);
    expect(hidden?.schedule.length).toBeGreaterThan(0);
    expect(hidden?.schedule.every((s) => s.max_tickets === 0)).toBe(true);
    expect(tickets.filter((t) => t.id !== 1005).every((t) => t.schedule.some((s) => s.max_tickets > 0))).toBe(true);
    const ended = (await call('ticket/collect/event/104')).json.data.tickets as Array<{ schedule: unknown[] }>;
    expect(ended.every((t) => t.schedule.length === 0)).toBe(true);
    const lifetime = (await call('event/lifetime', { query: { event: 104 } })).json.data as { last: string };
    expect(lifetime.last < (await today())).toBe(true);
  });

  it('keeps the voucher codes in their roles relative to today', async () => {
    for (const instant of INSTANTS) {
      clock.set(new Date(instant));
      const nowPlusOne = new Date(clock.now().getTime() + 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
      const code = async (c: string) => (await call('voucher/code', { query: { voucher: c } })).json.data as { valid_from: string; valid_to: string; amount: number; used_amount: number };
      const valid = await code('KAH-GUT-0050');
      expect(valid.valid_from <= nowPlusOne && nowPlusOne <= valid.valid_to).toBe(true);
      expect((await code('KAH-BALD-0025')).valid_from > nowPlusOne).toBe(true);
      expect((await code('KAH-ALT-0025')).valid_to < nowPlusOne).toBe(true);
      const used = await code('KAH-LEER-0050');
      expect(used.used_amount).toBeGreaterThanOrEqual(used.amount);
    }
  });
});
