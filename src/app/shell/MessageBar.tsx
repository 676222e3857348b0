import { useT } from '../../i18n';
import { useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import type { GlobalMessage } from '../../domain/ui/read-model';
import { ReportProblem } from '../../screens/shared/ReportProblem';

const selectMessage = (s: RootState) => s.ui.message;

/**
 * The global message bar (000 §2): text, dismiss button, style class. Two live regions are
 * always in the DOM, an assertive one for danger messages and a polite one for the rest, so a
 * screen reader announces a message the moment it appears (a region that changes its role in
 * the same update as its content is not announced reliably).
 */
export function MessageBar() {
  const { t } = useT();
  const message = useReadModel(selectMessage);
  const danger = message?.className === 'danger';
  return (
    <div className="message-region">
      <div role="alert" aria-label={t('message.region')}>
        {message && danger && <Message message={message} />}
      </div>
      <div role="status" aria-live="polite" aria-label={t('message.region')}>
        {message && !danger && <Message message={message} />}
      </div>
    </div>
  );
}

function Message({ message }: { message: GlobalMessage }) {
  const { t, tOr } = useT();
  const dispatch = useCommand();
  const email = String(message.params.email ?? '');
  return (
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
      {(message.className === 'danger' || message.className === 'warning') && <ReportProblem className="message-bar__report" />}
      <button type="button" className="message-bar__close" onClick={() => dispatch({ type: 'DismissMessage', messageId: message.id })}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('common.dismiss')}</span>
      </button>
    </div>
  );
}
