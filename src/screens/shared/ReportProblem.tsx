import { useState } from 'react';
import { useT } from '../../i18n';
import { useServices } from '../../engine/services';

type Progress = 'idle' | 'busy' | 'done' | 'failed';

/**
 * "Report a problem": downloads a bug capsule (src/qa/capsule.ts) that the visitor attaches to
 * their message to the museum; QA opens it to see what they saw. Shown in the footer, beside
 * failure messages and on the failure, not-found and payment return pages.
 */
export function ReportProblem({ className = '' }: { className?: string }) {
  const { t } = useT();
  const { report } = useServices();
  const [progress, setProgress] = useState<Progress>('idle');
  const start = () => {
    if (progress === 'busy') return;
    setProgress('busy');
    report().then(
      () => setProgress('done'),
      (error: unknown) => {
        console.error('Foyer: the problem report could not be made', error);
        setProgress('failed');
      },
    );
  };
  return (
    <span className={`report-problem ${className}`.trim()}>
      <button type="button" className="link-button" onClick={start} aria-busy={progress === 'busy'}>
        {t('report.link')}
      </button>
      <span className="report-problem__status" role="status" aria-live="polite">
        {progress === 'done' ? t('report.done') : progress === 'failed' ? t('report.failed') : ''}
      </span>
    </span>
  );
}
