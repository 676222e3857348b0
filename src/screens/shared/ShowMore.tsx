import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useT } from '../../i18n';
import type { ListWindow } from '../../components/near-screen';
import './show-more.css';

interface ShowMoreProps {
  readonly window: ListWindow;
  readonly total: number;
  /** The list whose items the window counts… */
  readonly list: RefObject<HTMLElement | null>;
  /** …after this many fixed items at its start. */
  readonly offset?: number;
}

/**
 * The end of a windowed list: the list grows as this comes near the screen; as a button it lets
 * keyboard and screen-reader users ask for the next items, and takes them to the first of them.
 */
export function ShowMore({ window: listWindow, total, list, offset = 0 }: ShowMoreProps) {
  const { t } = useT();
  const focusFrom = useRef<number | null>(null);

  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || listWindow.shown <= from) return;
    focusFrom.current = null;
    const item = list.current?.children[offset + from];
    const target = item?.querySelector<HTMLElement>('a[href], button, [tabindex]');
    target?.focus();
  }, [listWindow.shown, list, offset]);

  if (listWindow.shown >= total) return null;
  return (
    <div className="show-more" ref={listWindow.end}>
      <button
        type="button"
        className="button"
        onClick={() => {
          focusFrom.current = listWindow.shown;
          listWindow.more();
        }}
      >
        {t('common.showMore')}
      </button>
    </div>
  );
}
