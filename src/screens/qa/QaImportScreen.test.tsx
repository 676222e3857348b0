/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { capsuleContext, readLog } from '../../../test/helpers/capsules';
import { buildCapsule } from '../../qa/capsule';
import { withStylesheets } from '../../../test/helpers/stylesheets';
import { QA_CAPSULE_KEY, QA_RETURN_KEY } from '../../qa/keys';
import QaImportScreen from './QaImportScreen';

const bareLog = { format: 'foyer-event-log', version: 1, snapshot: null, events: [{ type: 'RouteVisited', v: 1, data: { route: 'guidedTour', params: { id: '303' } }, meta: { seq: 1, at: 1_900_000_000_000, tab: 't' } }] };

async function openQa(options: TestAppOptions = {}) {
  const app = await renderScreen(QaImportScreen, { route: 'qa', lang: 'en', ...options });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('QA workbench');
  // jsdom cannot navigate; the screen's hand-over is what it leaves in storage.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return app;
}

const problem = () => screen.getByRole('main').querySelector('.form-error') as HTMLElement;

const paste = (text: string) => {
  fireEvent.change(screen.getByLabelText('…or paste its content'), { target: { value: text } });
  act(() => screen.getByRole('button', { name: 'Open in replay mode' }).click());
};

describe('QA import screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses what is not a capsule or a log, with the reason, and keeps nothing', async () => {
    const app = await openQa();
    paste('not json');
    expect(problem().textContent).toMatch(/^This is not a readable bug capsule or event log: .*JSON/);
    paste(JSON.stringify({ ...buildCapsule(readLog(bareLog), capsuleContext()), version: 7 }));
    expect(problem().textContent).toBe('This is not a readable bug capsule or event log: capsule format version 7 is newer than this build reads (1)');
    expect(problem().getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('…or paste its content').getAttribute('aria-describedby')).toBe(problem().id);
    expect(app.storage.getItem(QA_CAPSULE_KEY)).toBeNull();
  });

  it('hands a capsule over to the next page load, with the address to come back to', async () => {
    const app = await openQa();
    const capsule = buildCapsule(readLog(bareLog), capsuleContext({ lang: 'de' }));
    paste(JSON.stringify(capsule));
    await waitFor(() => expect(app.storage.getItem(QA_CAPSULE_KEY)).not.toBeNull());
    expect(JSON.parse(app.storage.getItem(QA_CAPSULE_KEY) ?? '')).toEqual(capsule);
    expect(app.storage.getItem(QA_RETURN_KEY)).toBe(window.location.pathname);
  });

  it('wraps a bare log (foyer.exportLog()) as a capsule in the page’s language', async () => {
    const app = await openQa();
    paste(JSON.stringify(bareLog));
    const stored = JSON.parse(app.storage.getItem(QA_CAPSULE_KEY) ?? '{}');
    expect(stored).toMatchObject({ format: 'foyer-capsule', version: 1, lang: 'en', log: bareLog, capturedAt: new Date(bareLog.events[0]!.meta.at).toISOString() });
  });

  it.each(['/evil.example', '\\evil.example', '/evil.example#', 'en/../../evil.example', 'xx'])(
    'refuses a capsule whose language %p is not one of the shop’s, and keeps nothing (issue 29)',
    async (lang) => {
      const app = await openQa();
      paste(JSON.stringify({ ...buildCapsule(readLog(bareLog), capsuleContext()), lang }));
      expect(problem().textContent).toBe(`This capsule's language “${lang}” is not one of this shop's languages (de, en, fr, it, nl, es, sv, da).`);
      expect(app.storage.getItem(QA_CAPSULE_KEY)).toBeNull();
      expect(app.storage.getItem(QA_RETURN_KEY)).toBeNull();
    },
  );

  it('a bare log whose last time no Date can hold is still wrapped (its replay then names the entry)', async () => {
    const app = await openQa();
    const odd = { ...bareLog, events: [{ ...bareLog.events[0]!, meta: { ...bareLog.events[0]!.meta, at: 1e308 } }] };
    paste(JSON.stringify(odd));
    expect(JSON.parse(app.storage.getItem(QA_CAPSULE_KEY) ?? '{}')).toMatchObject({ lang: 'en', capturedAt: new Date(0).toISOString() });
  });

  it('says so when the tab’s storage cannot hold the capsule', async () => {
    const app = await openQa();
    jest.spyOn(app.storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    paste(JSON.stringify(bareLog));
    expect(problem().textContent).toBe('The capsule is too large to open in this tab. Open the QA page in a new window and try again.');
  });

  it('downloads this session’s tracking as NDJSON', async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:tracking'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^foyer-tracking-\d{4}-\d\d-\d\d\.ndjson$/);
    });
    await openQa({ trackingExport: () => '{"event":"view_cart"}\n' });
    act(() => screen.getByRole('button', { name: 'Download tracking (NDJSON)' }).click());
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toBe('{"event":"view_cart"}\n');
  });

  describe('with the shop’s styles', () => {
    withStylesheets('src/qa/qa.css');

    it('takes a capsule dropped on the page; the drop zone is shaded while a file is over it', async () => {
      const app = await openQa();
      const capsule = buildCapsule(readLog(bareLog), capsuleContext({ lang: 'en' }));
      const file = { text: () => Promise.resolve(JSON.stringify(capsule)) } as unknown as File;
      const shade = () => getComputedStyle(screen.getByTestId('qa-drop')).backgroundColor;
      expect(shade()).toBe('');
      fireEvent.dragOver(screen.getByTestId('qa-drop'));
      expect(shade()).toBe('rgba(0, 0, 0, 0.05)');
      fireEvent.drop(screen.getByTestId('qa-drop'), { dataTransfer: { files: [file] } });
      await waitFor(() => expect(JSON.parse(app.storage.getItem(QA_CAPSULE_KEY) ?? 'null')).toEqual(capsule));
      expect(shade()).toBe('');
    });
  });
});
