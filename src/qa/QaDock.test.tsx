/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../i18n';
import { createTranslator } from '../i18n/polyglot';
import en from '../../locales/en.json';
import { buildCapsule } from './capsule';
import { capsuleContext } from '../../test/helpers/capsules';
import { QaDock } from './QaDock';

/** The workbench's timeline: failures marked and filtered, and a log with entries missing said so. */

const entry = (seq: number, type: string, data: unknown = {}) => ({ type, v: 1, data, meta: { seq, at: 1_700_000_000_000 + seq * 1000, tab: 't' } });

function dock(seqs: Array<[number, string]>) {
  const events = seqs.map(([seq, type]) => entry(seq, type));
  const capsule = buildCapsule({ format: 'foyer-event-log', version: 1, snapshot: null, events } as never, capsuleContext({ now: new Date(Date.UTC(2026, 10, 26)), lang: 'en', salt: 'k' }));
  const points = seqs.map(([seq]) => seq);
  render(
    <I18nProvider lang="en" translator={createTranslator('en', en)}>
      <QaDock capsule={capsule} points={points} at={points[0] ?? 0} onAt={jest.fn()} state={{ cart: {} }} stateAt={() => ({ cart: {} })} follow onFollow={jest.fn()} onLeave={jest.fn()} />
    </I18nProvider>,
  );
  return within(screen.getByRole('region', { name: 'Timeline' }));
}

describe('the workbench timeline', () => {
  it('marks each failure and refusal by a word, and filters the timeline to them', () => {
    const timeline = dock([
      [1, 'RouteVisited'],
      [2, 'TourLoadFailed'],
      [3, 'CookiesRejected'],
      [4, 'VoucherCodeRejected'],
    ]);
    const items = () => timeline.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items().map((text) => text.startsWith('Failure'))).toEqual([false, true, false, true]);
    fireEvent.click(timeline.getByRole('checkbox', { name: 'Only failures and refusals' }));
    expect(items().map((text) => text.trim())).toEqual(['Failure2 22:13:22 TourLoadFailed', 'Failure4 22:13:24 VoucherCodeRejected']);
    expect(screen.queryByTestId('qa-gaps')).toBeNull();
  });

  it('a session without failures says so when filtered', () => {
    const timeline = dock([[1, 'RouteVisited']]);
    fireEvent.click(timeline.getByRole('checkbox', { name: 'Only failures and refusals' }));
    expect(timeline.getByText('No failures or refusals in this session.')).toBeTruthy();
  });

  it('a log with entries missing says which, as the CLI does', () => {
    dock([
      [1, 'RouteVisited'],
      [2, 'CartLineAdded'],
      [5, 'RouteVisited'],
    ]);
    expect(screen.getByRole('alert').textContent).toBe('seqs 3–4 missing from this log: what follows may not be what the visitor saw.');
  });
});
