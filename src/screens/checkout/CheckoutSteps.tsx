import { useT } from '../../i18n';
import { useConfig } from '../../engine/services';
import { isOn } from '../../api/codecs/flag';
import './checkout-frame.css';

const STEPS = ['cart', 'signIn', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/**
 * The checkout progress (000 §2, 001 §2): cart → sign in → payment → complete. The remote
 * configuration's progress-bar flag (000 §3) switches it off on every screen that shows it;
 * absent, it shows.
 */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useT();
  const { showProgressBar } = useConfig();
  if (showProgressBar !== undefined && !isOn(showProgressBar)) return null;
  const index = STEPS.indexOf(current);
  return (
    <nav className="checkout-steps" aria-label={t('checkout.progress')}>
      <p className="visually-hidden">{t('checkout.stepOf', { current: index + 1, total: STEPS.length })}</p>
      <ol>
        {STEPS.map((step, i) => (
          <li key={step} className={i < index ? 'is-done' : i === index ? 'is-current' : undefined} aria-current={i === index ? 'step' : undefined}>
            <span className="checkout-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <span>{t(`checkout.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
