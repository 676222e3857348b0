import { Loading } from './LoadFailed';
import './skeleton.css';

export interface SkeletonProps {
  readonly count: number;
  /** The real card's classes, so a placeholder takes the card's box. */
  readonly className: string;
  /** The widths of the text lines a card holds, in per cent (the first is its title). */
  readonly lines: readonly number[];
  /** The card has a picture on top. */
  readonly image?: boolean;
}

/**
 * Cards of the final size while a list loads (the layout shift the performance issue
 * measures): the real card's classes with grey bars where its text will be, as items of the
 * list the cards will fill, so what arrives pushes nothing. Hidden from screen readers, which
 * hear the one "Loading…" status (`LoadingStatus`) instead.
 */
export function SkeletonItems({ count, className, lines, image = false }: SkeletonProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={`skeleton-${i}`} aria-hidden="true" data-testid="skeleton">
          <div className={`${className} skeleton__card`}>
            {image && <div className="card__image skeleton__image" />}
            <div className="card__body">
              {lines.map((width, j) => (
                <span key={j} className={`skeleton__line${j === 0 ? ' skeleton__line--title' : ''}`} style={{ width: `${width}%` }} />
              ))}
            </div>
          </div>
        </li>
      ))}
    </>
  );
}

/** The waiting state as screen readers hear it, while the skeleton shows it. */
export const LoadingStatus = () => <Loading unseen />;

/** A list of placeholder cards where no list is yet, with the status. */
export function SkeletonList({ listClassName, ...props }: SkeletonProps & { listClassName: string }) {
  return (
    <>
      <LoadingStatus />
      <ul className={listClassName}>
        <SkeletonItems {...props} />
      </ul>
    </>
  );
}
