import '../../qa/qa.css';
import { useId, useState, type DragEvent } from 'react';
import { useT, type I18n } from '../../i18n';
import { shopLanguages, useServices } from '../../engine/services';
import { readCapsule, type Capsule } from '../../qa/capsule';
import { QA_CAPSULE_KEY, QA_RETURN_KEY } from '../../qa/keys';
import { downloadFile } from '../../components/download';
import { pathOfRoute } from '../../qa/replay-session';
import { isEventTime } from '../../event-log/envelope';
import { usePageTitle } from '../shared/page-title';

type Problem = { key: 'qa.invalid'; reason: string } | { key: 'qa.tooLarge' } | { key: 'qa.unknownLanguage'; lang: string } | null;

/** As much of a capsule's language as the message shows: a pasted one may be any length. */
const LANG_SHOWN = 40;

/** A capsule from its text: a bare log (foyer.exportLog(), a fixture) is wrapped as one. */
function capsuleOf(text: string, lang: string): Capsule | { reason: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
  const opened = readCapsule(parsed);
  if (!opened.ok) return { reason: opened.message };
  if (opened.capsule) return opened.capsule;
  const log = opened.log as { format?: unknown; events?: unknown } | null;
  if (log?.format !== 'foyer-event-log' || !Array.isArray(log.events)) return { reason: 'neither a capsule nor a Foyer event log' };
  // A bare log says when it was taken only by its last event.
  const last = (log.events as Array<{ meta?: { at?: unknown } }>).at(-1)?.meta?.at;
  return {
    format: 'foyer-capsule',
    version: 1,
    // A time no Date holds would throw here; the replay names that entry instead.
    capturedAt: new Date(isEventTime(last) ? last : 0).toISOString(),
    app: { version: 'unknown', build: 'unknown' },
    config: { flags: {}, hash: '' },
    lang,
    route: null,
    userAgent: '',
    viewport: { width: 0, height: 0 },
    timeZone: '',
    log: opened.log as Capsule['log'],
  };
}

function problemText(problem: NonNullable<Problem>, t: I18n['t'], languages: readonly string[]): string {
  switch (problem.key) {
    case 'qa.invalid':
      return t('qa.invalid', { reason: problem.reason });
    case 'qa.tooLarge':
      return t('qa.tooLarge');
    case 'qa.unknownLanguage':
      return t('qa.unknownLanguage', { lang: problem.lang, languages: languages.join(', ') });
  }
}

/**
 * QA's door into replay mode (/{lang}/qa, docs/qa.md): a capsule by file, drop or paste. The
 * capsule waits in this tab's storage for the next page load, which opens it in the visitor's
 * language at the screen they were last on.
 */
export default function QaImportScreen() {
  const { t, lang } = useT();
  const { storage, trackingExport, config } = useServices();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [dragging, setDragging] = useState(false);
  usePageTitle(t('qa.title'));

  const open = (source: string) => {
    const capsule = capsuleOf(source, lang);
    if ('reason' in capsule) {
      setProblem({ key: 'qa.invalid', reason: capsule.reason });
      return;
    }
    // The language becomes the first segment of the address opened next: only one of the
    // shop's own (`/evil.example` would make it `//evil.example`, another site).
    const shown = shopLanguages(config).find((l) => l === capsule.lang);
    if (shown === undefined) {
      setProblem({ key: 'qa.unknownLanguage', lang: capsule.lang.slice(0, LANG_SHOWN) });
      return;
    }
    try {
      storage.setItem(QA_CAPSULE_KEY, JSON.stringify(capsule));
      storage.setItem(QA_RETURN_KEY, window.location.pathname);
    } catch {
      setProblem({ key: 'qa.tooLarge' });
      return;
    }
    const lastRoute = [...(capsule.log.events ?? [])].reverse().find((e) => e.type === 'RouteVisited')?.data;
    const start = pathOfRoute(shown, lastRoute ? { name: lastRoute.route, params: lastRoute.params } : capsule.route) ?? `/${shown}`;
    window.location.assign(start);
  };
  const readFile = (file: File | undefined) => {
    if (file) void file.text().then(open, (error: unknown) => setProblem({ key: 'qa.invalid', reason: String(error) }));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    readFile(e.dataTransfer.files[0]);
  };

  return (
    <section className="page page--narrow qa-import">
      <h1>{t('qa.title')}</h1>
      <p>{t('qa.intro')}</p>
      <div
        className={`qa-import__drop${dragging ? ' qa-import__drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="qa-drop"
      >
        <label htmlFor={`${id}-file`}>{t('qa.chooseFile')}</label>
        <input id={`${id}-file`} type="file" accept="application/json,.json" onChange={(e) => readFile(e.target.files?.[0])} />
        <p>{t('qa.dropHere')}</p>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          open(text);
        }}
      >
        <label htmlFor={`${id}-paste`}>{t('qa.paste')}</label>
        <textarea id={`${id}-paste`} rows={6} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={problem ? `${id}-problem` : undefined} />
        <button type="submit" className="button button--primary">
          {t('qa.open')}
        </button>
      </form>
      {trackingExport && (
        <section aria-labelledby={`${id}-tracking`} className="qa-import__tracking">
          <h2 id={`${id}-tracking`}>{t('qa.trackingTitle')}</h2>
          <p>{t('qa.trackingIntro')}</p>
          <button type="button" className="button" onClick={() => downloadFile(trackingExport(), `foyer-tracking-${new Date().toISOString().slice(0, 10)}.ndjson`, 'application/x-ndjson')}>
            {t('qa.trackingDownload')}
          </button>
        </section>
      )}
      <p id={`${id}-problem`} role="alert" className="form-error">
        {problem ? problemText(problem, t, shopLanguages(config)) : ''}
      </p>
    </section>
  );
}
