/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nProvider } from '../../i18n';
import { translatorFor } from '../../../test/helpers/render-app';
import { ScreenBoundary } from './ScreenError';
import { ServicesProvider, type AppServices } from '../../engine/services';

function Broken(): never {
  throw new Error('render failed');
}

describe('a screen that fails to render', () => {
  it('shows the translated failure in place of the screen, logs the error, and clears once the visitor navigates away', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ServicesProvider services={{ report: () => Promise.resolve() } as unknown as AppServices}>
        <I18nProvider lang="en" translator={translatorFor('en')}>
          <MemoryRouter initialEntries={['/en/broken']}>
            <nav>
              <Link to="/en/fine">elsewhere</Link>
            </nav>
            <ScreenBoundary>
              <Routes>
                <Route path="/en/broken" element={<Broken />} />
                <Route path="/en/fine" element={<h1>Fine</h1>} />
              </Routes>
            </ScreenBoundary>
          </MemoryRouter>
        </I18nProvider>
      </ServicesProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Foyer: a screen failed to render', expect.objectContaining({ message: 'render failed' }));

    await act(async () => screen.getByRole('link', { name: 'elsewhere' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeTruthy();
    logged.mockRestore();
  });
});
