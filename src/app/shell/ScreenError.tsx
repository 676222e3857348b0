import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n';
import { ReportProblem } from '../../screens/shared/ReportProblem';

/**
 * A screen that throws while rendering (or whose code chunk fails to load after a deploy)
 * shows this inside the shell: header, basket and footer stay, the screen is never blank.
 */
export function ScreenError({ error }: { error: unknown }) {
  const { t } = useT();
  useEffect(() => {
    console.error('Foyer: a screen failed to render', error);
  }, [error]);
  return (
    <section className="page page--narrow" role="alert">
      <h1>{t('message.unexpected')}</h1>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.continue')}
        </button>
      </p>
      <p>
        <ReportProblem />
      </p>
    </section>
  );
}

interface BoundaryProps {
  /** The address shown: a new one clears the failure, so a visitor can navigate away from it. */
  at: string;
  children: ReactNode;
}

type Failure = { failed: { error: unknown; at: string } | null };

class Boundary extends Component<BoundaryProps, Failure> {
  // Set in the constructor, not as a class field: the ES2020 build lowers a field to a
  // defineProperty helper, ~90 bytes (gzip) of the first visit for this one field.
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: null };
  }

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error, at: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: Failure) {
    if (state.failed === null) return null;
    if (state.failed.at === '') return { failed: { ...state.failed, at: props.at } };
    return state.failed.at === props.at ? null : { failed: null };
  }

  override render() {
    return this.state.failed ? <ScreenError error={this.state.failed.error} /> : this.props.children;
  }
}

/** Each screen's error boundary (the data router's errorElement, in declarative mode). */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary at={pathname + search}>{children}</Boundary>;
}
