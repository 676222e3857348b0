/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider } from '../../i18n/context';
import { createTranslator } from '../../i18n/polyglot';
import { Quantity } from './Quantity';

const translator = createTranslator('en', { common: { increaseQuantity: 'Increase quantity', decreaseQuantity: 'Decrease quantity' } });

/** A host whose value follows the domain's answers (a cap like stock), as the screens do. */
function Host({ cap, sent }: { cap: number; sent: number[] }) {
  const [value, setValue] = useState(1);
  return (
    <I18nProvider lang="en" translator={translator}>
      <Quantity
        label="Quantity"
        value={value}
        min={1}
        max={cap}
        onChange={(next) => {
          sent.push(Number(next));
          setValue(Math.min(Number(next), cap));
        }}
      />
    </I18nProvider>
  );
}

describe('Quantity stepper', () => {
  it('the − and + buttons name what is counted, not the field’s whole label (no label inside a label)', () => {
    render(
      <I18nProvider lang="en" translator={translator}>
        <Quantity label="Number of tickets: Adults" counted="Adults" value={1} max={5} onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Number of tickets: Adults' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity: Adults' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decrease quantity: Adults' })).toBeTruthy();
  });

  it('thirty “+” clicks faster than the screen re-renders reach the cap, one step each', () => {
    const sent: number[] = [];
    render(<Host cap={20} sent={sent} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity: Quantity' });
    // All clicks in one task: React has not re-rendered between them.
    act(() => {
      for (let i = 0; i < 30; i += 1) plus.click();
    });
    expect(sent).toEqual(Array.from({ length: 19 }, (_, i) => i + 2));
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('20');
  });

  it('once the clicks have run, the next step starts from the value on screen', async () => {
    const sent: number[] = [];
    render(<Host cap={5} sent={sent} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity: Quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity: Quantity' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(minus);
    expect(sent).toEqual([2, 3, 2]);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('2');
  });

  it('busy: the control says so, its buttons stay focusable but take no step, and a typed value is not sent', () => {
    const onChange = jest.fn();
    render(
      <I18nProvider lang="en" translator={translator}>
        <Quantity label="Quantity" value={2} min={1} max={9} busy onChange={onChange} />
      </I18nProvider>,
    );
    const plus = screen.getByRole('button', { name: 'Increase quantity: Quantity' }) as HTMLButtonElement;
    expect(plus.closest('.quantity__control')?.getAttribute('aria-busy')).toBe('true');
    expect(plus.disabled).toBe(false);
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity: Quantity' }));
    const field = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with onBelowMin, “−” at the least value is that action, under its own name; without, it is disabled', () => {
    const onChange = jest.fn();
    const onBelowMin = jest.fn();
    const { unmount } = render(
      <I18nProvider lang="en" translator={translator}>
        <Quantity label="Quantity" counted="Poster" value={1} min={1} max={9} onChange={onChange} onBelowMin={onBelowMin} belowMinLabel="Remove" />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Poster' }));
    expect(onBelowMin).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    render(
      <I18nProvider lang="en" translator={translator}>
        <Quantity label="Quantity" counted="Poster" value={1} min={1} max={9} onChange={onChange} />
      </I18nProvider>,
    );
    expect((screen.getByRole('button', { name: 'Decrease quantity: Poster' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
