import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n';

export interface QuantityProps {
  /** The field's visible label (a ticket's name, "Quantity"). */
  label: string;
  value: number;
  /** Largest value the steppers go to; the domain caps typed values too. */
  max: number;
  min?: number;
  onChange(value: number | string): void;
  disabled?: boolean;
  describedBy?: string;
  className?: string;
  /** The row around already names the thing: keep the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * What is counted, for the − and + buttons' names ("Increase quantity: Adults"), when the
   * label says more than that ("Number of tickets: Adults"); the label otherwise.
   */
  counted?: string;
  /**
   * The domain is deciding a step (a lookup of places): the control says so (aria-busy) and
   * takes no further step or typed value until it is done. The buttons keep their focus.
   */
  busy?: boolean;
  /**
   * What "−" at the least value does instead of nothing (the basket: remove the line, after
   * asking). The button then stays enabled and is named `belowMinLabel`.
   */
  onBelowMin?: () => void;
  belowMinLabel?: string;
  /** Told when the focus comes into the control (the field or a button) and when it leaves it. */
  onFocusWithin?: (inside: boolean) => void;
}

/**
 * A number field with − and + buttons. The field shows what is being typed until it leaves focus
 * or Enter sends it, then the domain's answer; the value sent is the raw text, so the domain
 * applies its own rules (non-numeric → 0, caps). The text is derived in render (a draft while
 * typing, else the value): no effect and no second render per step.
 */
export function Quantity({
  label,
  value,
  max,
  min = 0,
  onChange,
  disabled,
  describedBy,
  className,
  hideLabel,
  counted = label,
  busy = false,
  onBelowMin,
  belowMinLabel,
  onFocusWithin,
}: QuantityProps) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const send = (): void => {
    setDraft(null);
    if (!busy && text !== String(value)) onChange(text);
  };
  // Clicks faster than the screen re-renders (a held key, a burst of taps) step from the value
  // the last click asked for, not from the one still on screen; once the events have run, the
  // rendered value (the domain's answer, capped or refused) is the base again.
  const asked = useRef<number | null>(null);
  const step = (delta: number): void => {
    if (busy) return;
    const base = asked.current ?? value;
    const next = Math.min(Math.max(min, base + delta), Math.max(min, max));
    if (next === base) return;
    asked.current = next;
    setTimeout(() => (asked.current = null), 0);
    onChange(next);
  };
  const atMin = value <= min;
  const decrease = (): void => {
    if (!(atMin && onBelowMin)) step(-1);
    else if (!busy) onBelowMin();
  };
  return (
    <div
      className={`quantity ${className ?? ''}`.trim()}
      onFocus={onFocusWithin && (() => onFocusWithin(true))}
      onBlur={
        onFocusWithin &&
        ((e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) onFocusWithin(false);
        })
      }
    >
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'quantity__label'}>
        {label}
      </label>
      <div className="quantity__control" aria-busy={busy || undefined}>
        <button
          type="button"
          className="button button--step"
          onClick={decrease}
          disabled={disabled || (atMin && !onBelowMin)}
          aria-disabled={busy || undefined}
          aria-label={atMin && onBelowMin ? `${belowMinLabel ?? t('common.decreaseQuantity')}: ${counted}` : `${t('common.decreaseQuantity')}: ${counted}`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={Math.max(min, max)}
          step={1}
          value={text}
          disabled={disabled}
          readOnly={busy}
          aria-describedby={describedBy}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={send}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              send();
            }
          }}
        />
        <button
          type="button"
          className="button button--step"
          onClick={() => step(1)}
          disabled={disabled || value >= max}
          aria-disabled={busy || undefined}
          aria-label={`${t('common.increaseQuantity')}: ${counted}`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
