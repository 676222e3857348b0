import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import en from '../../locales/en.json';
import { I18nProvider } from '../i18n';
import { createTranslator } from '../i18n/polyglot';
import type { IsoDate } from '../messages';
import { AvailabilityCalendar } from './AvailabilityCalendar';

const d = (s: string) => s as IsoDate;

function Harness({ onSelect = () => undefined }: { onSelect?: (date: IsoDate) => void }) {
  const [selected, setSelected] = useState<IsoDate | null>(null);
  return (
    <I18nProvider lang="en" translator={createTranslator('en', en)}>
      <AvailabilityCalendar
        label="Choose a date"
        start={d('2030-01-01')}
        end={d('2030-02-28')}
        today={d('2030-01-08')}
        remaining={{ '2030-01-10': 12, '2030-01-11': 0, '2030-02-01': 3 }}
        selected={selected}
        onSelect={(date) => {
          setSelected(date);
          onSelect(date);
        }}
      />
    </I18nProvider>
  );
}

describe('AvailabilityCalendar', () => {
  it('names every day with its date and availability; past days are not buttons', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Thursday, 10 January 2030, Available' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Friday, 11 January 2030, Sold out' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Saturday, 12 January 2030, Not available' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: /^\w+, 7 January 2030/ })).toBeNull();
    expect(screen.getByText('January 2030')).toBeTruthy();
  });

  it('choosing a day marks it pressed; sold-out days still answer so the form can say why', () => {
    const chosen: string[] = [];
    render(<Harness onSelect={(date) => chosen.push(date)} />);
    fireEvent.click(screen.getByRole('button', { name: /10 January 2030/ }));
    expect(screen.getByRole('button', { name: 'Thursday, 10 January 2030, Available, Selected' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /11 January 2030/ }));
    expect(chosen).toEqual(['2030-01-10', '2030-01-11']);
  });

  it('one tab stop per month (the first available day); arrow keys move the focus, across months too', () => {
    render(<Harness />);
    const tabbable = screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0' && b.dataset.date);
    expect(tabbable.map((b) => b.dataset.date)).toEqual(['2030-01-10']);
    const tenth = screen.getByRole('button', { name: /10 January 2030/ });
    tenth.focus();
    fireEvent.keyDown(tenth, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /11 January 2030/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /18 January 2030/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Friday, 1 February 2030, Available' }));
    expect(screen.getByText('February 2030')).toBeTruthy();
  });

  it('Home and End go to the week’s ends; a key never leaves the choosable days', () => {
    render(<Harness />);
    const tenth = screen.getByRole('button', { name: /10 January 2030/ });
    tenth.focus();
    fireEvent.keyDown(tenth, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Sunday, 13 January 2030/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    // Monday the 7th is before today: plain text, so the focus stays where it was.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Sunday, 13 January 2030/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(screen.getByRole('table', { name: 'Choose a date February 2030' })).toBeTruthy();
  });

  it('month buttons stay within the range', () => {
    render(<Harness />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.getByText('February 2030')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Friday, 1 February 2030, Available' })).toBeTruthy();
  });
});
