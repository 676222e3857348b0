/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, within } from '@testing-library/react';
import { memoryStorage } from '../../bus/deps';
import { LOG_KEY } from '../../event-log/session-log';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';

describe('NoticeArea', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('a corrupt saved session: the page renders, with the restore-failed notice in a polite live region', async () => {
    renderApp({ storage: memoryStorage({ [LOG_KEY]: '{not json' }) });
    expect((await findPageHeading()).textContent).toBe('Willkommen in unserem Onlineshop');
    const notice = screen.getByTestId('notice-sessionRestoreFailed');
    expect(notice.textContent).toContain('Ihre vorherige Sitzung konnte nicht wiederhergestellt werden');
    expect(notice.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('the saved session could not be restored'));
  });

  it('a notice can be dismissed', async () => {
    const app = renderApp({ storage: memoryStorage({ [LOG_KEY]: '{not json' }) });
    await findPageHeading();
    fireEvent.click(within(screen.getByTestId('notice-sessionRestoreFailed')).getByRole('button', { name: 'Ausblenden' }));
    expect(screen.queryByTestId('notice-sessionRestoreFailed')).toBeNull();
    expect(app.runtime.state$.value.notices).toEqual([]);
  });

  it('a clean session shows no notice', async () => {
    renderApp();
    await findPageHeading();
    expect(document.querySelectorAll('.notice')).toHaveLength(0);
  });
});
