import { UiEvents } from '../../messages';
import { reduceUi, uiReadModel, UiState } from './read-model';

const show = (messageId: string, key = 'message.unexpected', className: 'danger' | 'info' = 'info') =>
  UiEvents.MessageShown.create({ messageId, key, params: { email: 'a@b.example' }, className, timeoutMs: 15_000 });
const given = (...events: Array<Parameters<typeof reduceUi>[1]>): UiState => events.reduce((state, event) => reduceUi(state, event), uiReadModel.initial);

describe('ui read model', () => {
  it('a message with a timeout records when it is due, from the envelope time', () => {
    const state = reduceUi(uiReadModel.initial, show('m1'), { seq: 1, at: 1_000, tab: 't' });
    expect(state.message).toMatchObject({ id: 'm1', expiresAt: 16_000 });
    const lasting = UiEvents.MessageShown.create({ messageId: 'm2', key: 'k', params: {}, className: 'info', timeoutMs: null });
    expect(reduceUi(uiReadModel.initial, lasting, { seq: 1, at: 1_000, tab: 't' }).message).not.toHaveProperty('expiresAt');
  });

  it('starts with no message and cookies not accepted', () => {
    expect(uiReadModel.initial).toEqual({ message: null, cookiesAccepted: false });
  });

  it('MessageShown sets the message (key, params, class; the timeout is the epic’s business)', () => {
    expect(given(show('m1', 'message.serverError', 'danger')).message).toEqual({
      id: 'm1',
      key: 'message.serverError',
      params: { email: 'a@b.example' },
      className: 'danger',
    });
  });

  it('a newer message replaces the older one', () => {
    expect(given(show('m1'), show('m2', 'message.reloading')).message?.id).toBe('m2');
  });

  it('MessageDismissed clears the message it names', () => {
    expect(given(show('m1'), UiEvents.MessageDismissed.create({ messageId: 'm1' })).message).toBeNull();
  });

  it('a stale dismissal (the older message’s timer) does not clear a newer message', () => {
    const state = given(show('m1'), show('m2', 'message.serverError', 'danger'));
    const after = reduceUi(state, UiEvents.MessageDismissed.create({ messageId: 'm1' }));
    expect(after).toBe(state);
    expect(after.message?.id).toBe('m2');
  });

  it('a dismissal with nothing shown changes nothing', () => {
    const state = uiReadModel.initial;
    expect(reduceUi(state, UiEvents.MessageDismissed.create({ messageId: 'm1' }))).toBe(state);
  });

  it('CookiesAccepted is idempotent and leaves the message alone', () => {
    const once = given(show('m1'), UiEvents.CookiesAccepted.create({}));
    expect(once).toEqual({ message: expect.objectContaining({ id: 'm1' }), cookiesAccepted: true, consent: 'granted' });
    expect(reduceUi(once, UiEvents.CookiesAccepted.create({}))).toBe(once);
  });

  it('CookiesRejected declines, or withdraws an acceptance: tracking’s switch goes off at once', () => {
    const declined = given(UiEvents.CookiesRejected.create({}));
    expect(declined).toEqual({ message: null, cookiesAccepted: false, consent: 'denied' });
    expect(reduceUi(declined, UiEvents.CookiesRejected.create({}))).toBe(declined);
    const withdrawn = given(UiEvents.CookiesAccepted.create({}), UiEvents.CookiesRejected.create({}));
    expect(withdrawn).toMatchObject({ cookiesAccepted: false, consent: 'denied' });
    expect(given(UiEvents.CookiesRejected.create({}), UiEvents.CookiesAccepted.create({}))).toMatchObject({ cookiesAccepted: true, consent: 'granted' });
  });

  it('an acceptance restored from a snapshot written before refusals existed is upgraded on the next acceptance', () => {
    const old = { message: null, cookiesAccepted: true };
    expect(UiState.is(old)).toBe(true);
    expect(reduceUi(old, UiEvents.CookiesAccepted.create({}))).toEqual({ message: null, cookiesAccepted: true, consent: 'granted' });
  });

  it('every state it produces is valid for its snapshot codec', () => {
    const states = [uiReadModel.initial, given(show('m1')), given(show('m1'), UiEvents.CookiesAccepted.create({})), given(UiEvents.CookiesRejected.create({}))];
    for (const s of states) expect(UiState.is(s)).toBe(true);
  });

  it('RouteVisited keeps the screen shown; a snapshot from before routes were recorded still decodes', () => {
    const visited = reduceUi(uiReadModel.initial, UiEvents.RouteVisited.create({ route: 'guidedTour', params: { id: '303' } }));
    expect(visited).toEqual({ message: null, cookiesAccepted: false, route: { name: 'guidedTour', params: { id: '303' } } });
    expect(uiReadModel.codec.is({ message: null, cookiesAccepted: true })).toBe(true);
    expect(uiReadModel.codec.is(visited)).toBe(true);
  });
});
