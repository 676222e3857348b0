import { useT } from '../../i18n';
import { useCommand, useReadModel } from '../hooks';
import type { RootState } from '../read-models';

const selectMessage = (s: RootState) => s.ui.message;

/**
 * The global message bar (000 §2): text, dismiss button, style class. The live region is
 * always in the DOM so screen readers announce a message the moment it appears.
 */
export function MessageBar() {
  const { t, tOr } = useT();
  const message = useReadModel(selectMessage);
  const dispatch = useCommand();
  const email = message ? String(message.params.email ?? '') : '';
  return (
    <div className="message-region" role={message?.className === 'danger' ? 'alert' : 'status'} aria-live={message?.className === 'danger' ? 'assertive' : 'polite'} aria-label={t('message.region')}>
      {message && (
        <div className={`message-bar message-bar--${message.className}`} data-testid="message-bar">
          <p>
            {message.key === 'message.serverError' ? (
              <>
                {t('message.serverErrorPrefix')}{' '}
                {email && (
                  <a href={`mailto:${email}`} title={t('message.serverErrorLinkTitle', { email })}>
                    {email}
                  </a>
                )}{' '}
                {t('message.serverErrorSuffix')}
              </>
            ) : (
              tOr(message.key, 'message.unexpected', message.params)
            )}
          </p>
          <button type="button" className="message-bar__close" onClick={() => dispatch({ type: 'DismissMessage', messageId: message.id })}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('common.dismiss')}</span>
          </button>
        </div>
      )}
    </div>
  );
}
