import { Suspense, use, useLayoutEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, type Store } from '../kernel/store';
import { useExternalValue } from './services';

/** A promise that never settles: what a screen throws while its chunk or data is on its way. */
const never = new Promise<never>(() => undefined);

/** Shows the store's value; suspends on "wait", as a screen does when a change needs a chunk. */
function Shown({ store }: { store: Store<string> }) {
  const value = useExternalValue(store.subscribe, () => store.value);
  if (value === 'wait') use(never);
  return <button onClick={() => store.next('wait')}>{value}</button>;
}

function Page({ store }: { store: Store<string> }) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Shown store={store} />
    </Suspense>
  );
}

describe('useExternalValue', () => {
  it('renders the value at once and again after each change', async () => {
    const store = createStore('one');
    render(<Page store={store} />);
    expect(screen.getByRole('button').textContent).toBe('one');
    await act(async () => store.next('two'));
    expect(screen.getByRole('button').textContent).toBe('two');
  });

  it('renders a change that is not the visitor\'s input as a transition: the page on screen stays while the new one waits', async () => {
    const store = createStore('one');
    render(<Page store={store} />);
    await act(async () => store.next('wait'));
    // A blocking render would have put the fallback in place of the page.
    expect(screen.getByRole('button').textContent).toBe('one');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('renders a change made during an event at once, as useSyncExternalStore did', () => {
    const store = createStore('one');
    render(<Page store={store} />);
    fireEvent.click(screen.getByRole('button'));
    // Not a transition: the suspended page gives way to the fallback in the event's own render.
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('does not render again when what it reads stays the same', async () => {
    const store = createStore('one');
    let lengthRenders = 0;
    function Length() {
      const length = useExternalValue(store.subscribe, () => store.value.length);
      lengthRenders += 1;
      return <p>{length}</p>;
    }
    render(<Length />);
    await act(async () => store.next('two'));
    expect(lengthRenders).toBe(1);
    await act(async () => store.next('three'));
    expect(lengthRenders).toBe(2);
    expect(screen.getByText('5')).toBeTruthy();
  });

  it('keeps a change made after the render and before the subscription', async () => {
    const store = createStore('one');
    // A child's layout effect runs before its parent's, where the parent subscribes.
    function Changer() {
      useLayoutEffect(() => store.next('two'), []);
      return null;
    }
    function Parent() {
      const value = useExternalValue(store.subscribe, () => store.value);
      return (
        <p>
          {value}
          <Changer />
        </p>
      );
    }
    render(<Parent />);
    await act(async () => undefined);
    expect(screen.getByText('two')).toBeTruthy();
  });

  it('leaves the source when unmounted and follows a new one', async () => {
    const first = createStore('first');
    const second = createStore('second');
    const listening = (store: Store<string>) => {
      let n = 0;
      const subscribe = store.subscribe;
      return {
        store: {
          get value() {
            return store.value;
          },
          next: store.next,
          subscribe: (listener: (value: string) => void) => {
            n += 1;
            const unsubscribe = subscribe(listener);
            return () => {
              n -= 1;
              unsubscribe();
            };
          },
        } as Store<string>,
        count: () => n,
      };
    };
    const a = listening(first);
    const b = listening(second);
    const { rerender, unmount } = render(<Page store={a.store} />);
    expect(a.count()).toBe(1);
    rerender(<Page store={b.store} />);
    expect(screen.getByRole('button').textContent).toBe('second');
    expect([a.count(), b.count()]).toEqual([0, 1]);
    await act(async () => second.next('later'));
    expect(screen.getByRole('button').textContent).toBe('later');
    unmount();
    expect(b.count()).toBe(0);
  });
});
