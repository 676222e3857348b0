import './qa.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';
import type { Capsule } from './capsule';
import { diffReadModels } from './diff';
import { gapText, seqGaps } from './gaps';
import { timelineOf } from './timeline';

/** How many timeline entries show around the current point (a log can hold thousands). */
const WINDOW = 60;

export interface QaDockProps {
  capsule: Capsule;
  points: readonly number[];
  at: number;
  onAt(seq: number): void;
  /** The read models at the current point and at any other (folded on demand). */
  state: Readonly<Record<string, unknown>>;
  stateAt(seq: number): Readonly<Record<string, unknown>> | null;
  follow: boolean;
  onFollow(follow: boolean): void;
  onLeave(): void;
}

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? 'undefined';

/**
 * QA's replay controls over the shop (docs/qa.md "The workbench"): which capsule is open and how
 * to leave, a slider and timeline over the session's events, an inspector of each read model
 * and the changes between two points. The shop's own screens above render the state at the
 * chosen point.
 */
export function QaDock({ capsule, points, at, onAt, state, stateAt, follow, onFollow, onLeave }: QaDockProps) {
  const { t, lang } = useT();
  const id = useId();
  const log = capsule.log;
  const [onlyFailures, setOnlyFailures] = useState(false);
  const everything = useMemo(() => timelineOf(log.events), [log]);
  const timeline = useMemo(() => (onlyFailures ? everything.filter((e) => e.failure) : everything), [everything, onlyFailures]);
  const gaps = useMemo(() => seqGaps(log), [log]);
  const index = Math.max(0, points.indexOf(at));
  const first = points[0] ?? 0;
  const last = points[points.length - 1] ?? 0;
  const [model, setModel] = useState('cart');
  const [compareWith, setCompareWith] = useState<number | null>(null);
  const [jump, setJump] = useState('');
  const base = compareWith ?? points[Math.max(0, index - 1)] ?? at;
  const changes = useMemo(() => {
    const before = stateAt(base);
    return before ? diffReadModels(before, state) : null;
  }, [stateAt, base, state]);
  const shownFrom = Math.max(0, timeline.findIndex((e) => e.seq >= at) - WINDOW / 2);
  const list = useRef<HTMLOListElement>(null);
  // The current event in the middle of the list (the list scrolls, not the page).
  useEffect(() => {
    const box = list.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (box && current) box.scrollTop = current.offsetTop - box.offsetTop - box.clientHeight / 2;
  }, [at]);
  const shown = timeline.slice(shownFrom, shownFrom + WINDOW);
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' });
  const go = (seq: number) => onAt(points.reduce((best, p) => (Math.abs(p - seq) < Math.abs(best - seq) ? p : best), first));

  return (
    <aside className="qa-dock" aria-label={t('qa.title')}>
      <div className="qa-dock__banner" role="status">
        <p>
          {t('qa.banner', {
            time: time.format(new Date(capsule.capturedAt)),
            build: `${capsule.app.version} ${capsule.app.build}`,
            lang: capsule.lang.toUpperCase(),
          })}
        </p>
        <button type="button" className="button button--primary" onClick={onLeave}>
          {t('qa.leave')}
        </button>
      </div>
      {gaps.length > 0 && (
        <p className="qa-dock__gaps callout callout--warning" role="alert" data-testid="qa-gaps">
          {t('qa.gaps', { seqs: gaps.map(gapText).join(', ') })}
        </p>
      )}
      <div className="qa-dock__controls">
        <label htmlFor={`${id}-slider`}>{t('qa.slider')}</label>
        <input
          id={`${id}-slider`}
          type="range"
          min={0}
          max={Math.max(0, points.length - 1)}
          step={1}
          value={index}
          aria-valuetext={t('qa.point', { seq: at, last })}
          onChange={(e) => onAt(points[Number(e.target.value)] ?? at)}
        />
        <span className="qa-dock__point">{t('qa.point', { seq: at, last })}</span>
        <form
          className="qa-dock__jump"
          onSubmit={(e) => {
            e.preventDefault();
            const seq = Number(jump);
            if (Number.isInteger(seq)) go(seq);
          }}
        >
          <label htmlFor={`${id}-jump`}>{t('qa.jump')}</label>
          <input id={`${id}-jump`} type="number" inputMode="numeric" min={first} max={last} value={jump} onChange={(e) => setJump(e.target.value)} />
          <button type="submit" className="button">
            {t('qa.go')}
          </button>
        </form>
        <label className="qa-dock__follow">
          <input type="checkbox" checked={follow} onChange={(e) => onFollow(e.target.checked)} /> {t('qa.follow')}
        </label>
      </div>
      <div className="qa-dock__panels">
        <section aria-labelledby={`${id}-timeline`}>
          <h2 id={`${id}-timeline`}>{t('qa.timeline')}</h2>
          <label className="qa-dock__filter">
            <input type="checkbox" checked={onlyFailures} onChange={(e) => setOnlyFailures(e.target.checked)} /> {t('qa.onlyFailures')}
          </label>
          {onlyFailures && timeline.length === 0 && <p>{t('qa.noFailures')}</p>}
          <ol className="qa-timeline" ref={list}>
            {shown.map((e) => (
              <li key={e.seq} aria-current={e.seq === at ? 'step' : undefined} className={e.failure ? 'qa-timeline__failure' : undefined}>
                <button type="button" className="link-button" onClick={() => onAt(e.seq)}>
                  {e.failure && <span className="qa-timeline__mark">{t('qa.failure')}</span>}
                  <span className="qa-timeline__seq">{e.seq}</span> <time dateTime={new Date(e.at).toISOString()}>{new Date(e.at).toISOString().slice(11, 19)}</time>{' '}
                  <strong>{e.type}</strong> <span className="qa-timeline__summary">{e.summary}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby={`${id}-inspector`}>
          <h2 id={`${id}-inspector`}>{t('qa.inspector')}</h2>
          <label htmlFor={`${id}-model`}>{t('qa.model')}</label>{' '}
          <select id={`${id}-model`} value={model} onChange={(e) => setModel(e.target.value)}>
            {Object.keys(state).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <pre className="qa-dock__json" data-testid="qa-model">
            {json(state[model])}
          </pre>
        </section>
        <section aria-labelledby={`${id}-diff`}>
          <h2 id={`${id}-diff`}>{t('qa.diff')}</h2>
          <label htmlFor={`${id}-base`}>{t('qa.compareWith')}</label>{' '}
          <input
            id={`${id}-base`}
            type="number"
            inputMode="numeric"
            min={first}
            max={last}
            value={base}
            onChange={(e) => setCompareWith(e.target.value === '' ? null : Number(e.target.value))}
          />
          {changes === null ? (
            <p>{t('qa.beforeSnapshot', { seq: first })}</p>
          ) : Object.keys(changes).length === 0 ? (
            <p>{t('qa.noChanges')}</p>
          ) : (
            <dl className="qa-diff" data-testid="qa-diff">
              {Object.entries(changes).map(([name, list]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  {list.map((change) => (
                    <dd key={change.path}>
                      <code>{change.path || '(all)'}</code>: <code>{JSON.stringify(change.before) ?? '—'}</code> → <code>{JSON.stringify(change.after) ?? '—'}</code>
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
    </aside>
  );
}
