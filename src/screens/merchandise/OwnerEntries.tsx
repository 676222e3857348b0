import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n';
import type { PassOwnerInput } from '../../messages';
import type { OwnerProblem } from '../../domain/merchandise/read-model';

/**
 * One owner entry per annual pass (001 §3, §5): name, address and whether the pass goes to
 * that address. Invalid entries are marked; after a rejection the first one gets the focus.
 */
export function OwnerEntries({ owners, onChange, problems }: { owners: PassOwnerInput[]; onChange(owners: PassOwnerInput[]): void; problems: readonly OwnerProblem[] }) {
  const { t } = useT();
  const id = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (problems.length > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  const set = (index: number, patch: Partial<PassOwnerInput>) => onChange(owners.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const invalid = (index: number, field: 'name' | 'address') => problems.some((p) => p.index === index && p.fields.includes(field));

  return (
    <fieldset className="owners" ref={root}>
      <legend>{t('passes.ownerHeading')}</legend>
      <p className="muted owners__hint">{t('passes.ownerHint')}</p>
      {owners.map((owner, i) => {
        const nameError = invalid(i, 'name');
        const addressError = invalid(i, 'address');
        return (
          <div className="owner" key={i} data-testid={`owner-${i + 1}`}>
            <div className="field">
              <label htmlFor={`${id}-name-${i}`}>
                {owners.length > 1 ? t('passes.ownerNameNumbered', { number: i + 1 }) : t('passes.ownerName')} <span aria-hidden="true">*</span>
              </label>
              <input
                id={`${id}-name-${i}`}
                autoComplete="off"
                value={owner.name}
                maxLength={200}
                required
                aria-invalid={nameError}
                aria-describedby={nameError ? `${id}-name-${i}-error` : undefined}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              {nameError && (
                <p className="form-error" id={`${id}-name-${i}-error`}>
                  {t('validation.required')}
                </p>
              )}
            </div>
            <div className="field field--checkbox">
              <input
                id={`${id}-custom-${i}`}
                type="checkbox"
                checked={owner.send_to_custom_addr}
                onChange={(e) => set(i, { send_to_custom_addr: e.target.checked })}
              />
              <label htmlFor={`${id}-custom-${i}`}>{t('passes.sendToCustomAddress')}</label>
            </div>
            {owner.send_to_custom_addr && (
              <div className="field">
                <label htmlFor={`${id}-address-${i}`}>
                  {t('passes.ownerAddress')} <span aria-hidden="true">*</span>
                </label>
                <textarea
                  id={`${id}-address-${i}`}
                  rows={3}
                  value={owner.address}
                  maxLength={500}
                  required
                  autoComplete="off"
                  aria-invalid={addressError}
                  aria-describedby={addressError ? `${id}-address-${i}-error` : undefined}
                  onChange={(e) => set(i, { address: e.target.value })}
                />
                {addressError && (
                  <p className="form-error" id={`${id}-address-${i}-error`}>
                    {t('validation.required')}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
