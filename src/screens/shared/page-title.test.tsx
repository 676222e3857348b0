import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useStore } from '../../engine/services';
import { PageTitleContext, usePageName, usePageTitle } from './page-title';

let frameRenders = 0;

function Title({ name }: { name: ReturnType<typeof usePageName> }) {
  return <output>{useStore(name) ?? 'route title'}</output>;
}

function Screen({ title }: { title: string | null }) {
  usePageTitle(title);
  return <p>screen</p>;
}

/** A frame as Layout is one: it provides the setter and shows the title beside the screen. */
function Frame({ children }: { children: React.ReactNode }) {
  frameRenders += 1;
  const name = usePageName();
  return (
    <PageTitleContext.Provider value={name.next}>
      {children}
      <Title name={name} />
    </PageTitleContext.Provider>
  );
}

function Named() {
  const [title, setTitle] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTitle('Highlights der Sammlung')}>
        answer
      </button>
      <Screen title={title} />
    </>
  );
}

describe('a screen naming its page', () => {
  beforeEach(() => {
    frameRenders = 0;
  });

  it('shows the name in the title, and the route’s title again once the screen is gone', () => {
    const { rerender } = render(
      <Frame>
        <Screen title="Highlights der Sammlung" />
      </Frame>,
    );
    expect(screen.getByRole('status').textContent).toBe('Highlights der Sammlung');
    rerender(
      <Frame>
        <p>another screen</p>
      </Frame>,
    );
    expect(screen.getByRole('status').textContent).toBe('route title');
  });

  it('renders the title alone, not the frame around the screen again (issue 33: a whole page’s render for a name)', () => {
    render(
      <Frame>
        <Named />
      </Frame>,
    );
    expect(frameRenders).toBe(1);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('Highlights der Sammlung');
    expect(frameRenders).toBe(1);
  });
});
