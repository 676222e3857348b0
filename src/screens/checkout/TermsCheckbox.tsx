import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useCommand } from '../../engine/hooks';
import { useConfig } from '../../engine/services';
import { href } from '../../routing/route-paths';

/** 001 §5: terms and privacy policy must be accepted before paying; both open from here. */
export function TermsCheckbox({ accepted, invalid }: { accepted: boolean; invalid: boolean }) {
  const { t, lang } = useT();
  const config = useConfig();
  const dispatch = useCommand();
  const id = useId();
  const custom = config.customTermsLinks === false ? undefined : config.customTermsLinks[lang];
  const link = (key: 'terms' | 'data_protection', label: string) => {
    const override = custom?.[key];
    return override ? (
      <a href={override.url} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
      </a>
    ) : (
      <Link to={href(lang, `page/${key}`)} target="_blank">
        {label}
        <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
      </Link>
    );
  };
  return (
    <div className={`field field--checkbox terms${invalid ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={accepted}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => dispatch({ type: 'SetPaymentTerms', accepted: e.target.checked })}
      />
      <label htmlFor={id}>{t('checkout.acceptTerms')}</label>
      <p className="terms__links">
        {link('terms', t('checkout.readTerms'))} · {link('data_protection', t('checkout.readPrivacy'))}
      </p>
      {invalid && (
        <p className="field-error" id={`${id}-error`}>
          {t('validation.acceptTerms')}
        </p>
      )}
    </div>
  );
}
