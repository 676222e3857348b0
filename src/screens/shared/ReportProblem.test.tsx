/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp, textOf } from '../../../test/helpers/render-app';

describe('Report a problem', () => {
  it('the footer offers it; a click makes the capsule once and announces that the file was downloaded', async () => {
    let finish: () => void = () => undefined;
    const report = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderApp({ lang: 'en', report });
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    const button = within(footer).getByRole('button', { name: 'Report a problem' });
    act(() => button.click());
    act(() => button.click()); // still busy: no second capsule
    expect(report).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    await waitFor(() => expect(within(footer).getByRole('status').textContent).toBe(textOf('en', 'report.done')));
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('says so when the capsule cannot be made, and logs why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ lang: 'de', report: () => Promise.reject(new Error('no md5 chunk')) });
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    act(() => within(footer).getByRole('button', { name: 'Problem melden' }).click());
    await waitFor(() => expect(within(footer).getByRole('status').textContent).toBe(textOf('de', 'report.failed')));
    expect(logged).toHaveBeenCalledWith('Foyer: the problem report could not be made', expect.any(Error));
    logged.mockRestore();
  });
});
