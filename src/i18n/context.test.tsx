import { render, screen } from '@testing-library/react';
import { cents } from '../messages/primitives';
import { I18nProvider, useT } from './context';
import { createTranslator } from './polyglot';

function Probe() {
  const { t, money, date, time, minutes, lang } = useT();
  return (
    <p>
      {lang}|{t('nav.basket')}|{money(cents(1250))}|{date('2026-03-05')}|{time('14:30:00')}|{minutes(45)}
    </p>
  );
}

describe('I18nProvider / useT', () => {
  it('hands texts and formatters for the language to components', () => {
    const translator = createTranslator('de', { nav: { basket: 'Warenkorb' }, common: { minutesShort: 'Min.' } });
    render(
      <I18nProvider lang="de" translator={translator}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText(/^de\|/).textContent).toBe('de|Warenkorb|12,50\u00a0€|05.03.2026|14:30|45\u00a0Min.');
  });

  it('fails loudly when the provider is missing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/I18nProvider/);
    error.mockRestore();
  });
});
