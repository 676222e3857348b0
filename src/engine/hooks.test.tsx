import { act, render, screen, fireEvent } from '@testing-library/react';
import { memoryStorage } from '../bus/deps';
import { sequentialRandom } from '../../test/helpers/fakes';
import { basketCount } from '../domain/cart/selectors';
import { createRuntime } from './runtime';
import { RuntimeProvider, useCommand, useReadModel, useRuntime } from './hooks';
import type { RootState } from './root-state';
import { testDeps } from '../../test/helpers/runtime-deps';
import { count, merchandiseLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from '../app/areas/all';

const selectBasketCount = (state: RootState): number => basketCount(state.cart);

let renders = 0;
function BasketButton() {
  const count = useReadModel(selectBasketCount);
  const dispatch = useCommand();
  renders += 1;
  return (
    <button type="button" onClick={() => dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) })}>
      Basket: {count}
    </button>
  );
}

describe('useReadModel and useCommand', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('follows the runtime when the provider is given another (QA replay swaps one per point)', () => {
    const one = createRuntime({ areas: allAreas, deps: testDeps() });
    const two = createRuntime({ areas: allAreas, deps: testDeps() });
    two.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ count: count(3) })) });
    const { rerender } = render(
      <RuntimeProvider runtime={one}>
        <BasketButton />
      </RuntimeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Basket: 0');
    rerender(
      <RuntimeProvider runtime={two}>
        <BasketButton />
      </RuntimeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe(`Basket: ${basketCount(two.state$.value.cart)}`);
    expect(basketCount(two.state$.value.cart)).toBeGreaterThan(0);
  });

  it('the first render already has the value, and the component re-renders when a line is added', () => {
    const storage = memoryStorage();
    const seeded = createRuntime({ areas: allAreas, deps: testDeps({ storage, random: sequentialRandom('a') }) });
    seeded.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    const runtime = createRuntime({ areas: allAreas, deps: testDeps({ storage: memoryStorage(Object.fromEntries(storage.map)), random: sequentialRandom('b') }) });

    render(
      <RuntimeProvider runtime={runtime}>
        <BasketButton />
      </RuntimeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Basket: 1');

    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Basket: 2');
    expect(runtime.state$.value.cart.lines).toHaveLength(2);

    act(() => runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) }));
    expect(screen.getByRole('button').textContent).toBe('Basket: 3');
  });

  it('a state change that leaves the selection equal does not re-render', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    render(
      <RuntimeProvider runtime={runtime}>
        <BasketButton />
      </RuntimeProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Basket: 0');
    const before = renders;
    act(() => runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: false }));
    expect(runtime.state$.value.cart.requestInvoice).toBe(false);
    expect(renders).toBe(before);
    act(() => runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) }));
    expect(renders).toBe(before + 1);
    expect(screen.getByRole('button').textContent).toBe('Basket: 1');
  });

  it('useRuntime outside the provider says so', () => {
    function Orphan() {
      useRuntime();
      return null;
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Orphan />)).toThrow('useRuntime outside <RuntimeProvider>');
    } finally {
      error.mockRestore();
    }
  });
});
