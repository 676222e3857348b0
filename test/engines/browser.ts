import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineName, EngineSession, Key, PageFunction } from './engine';
import { injection, pickInPage, seeInPage, type Matcher, type Query, type Seen } from './query';

/** How long the app may take to show what a step waits for (WebKit under Xvfb is the slowest). */
const PATIENCE = 15_000;
/** How often a wait looks again. */
const POLL = 50;

const matches = (m: Matcher, value: string): boolean => (typeof m === 'string' ? value === m : m.test(value));

/** An engine's note: something it cannot do here, and why; printed where it happens and in the summary. */
export interface Note {
  readonly engine: EngineName;
  readonly what: string;
  readonly why: string;
}

/**
 * One engine's browser as a journey uses it: find by role, label or text; act as a person
 * would; wait for what the app shows (text, the address, ARIA states), never for a fixed time.
 */
export class Browser {
  private library: string | null = null;

  constructor(
    readonly session: EngineSession,
    readonly base: string,
    private readonly shotsDir: string,
    private readonly notes: Note[],
  ) {}

  get engine(): EngineName {
    return this.session.engine;
  }

  async goto(path: string): Promise<void> {
    await this.session.goto(new URL(path, this.base).href);
  }

  /** The sandbox's own API (reset, outbox), called from Node like any client. */
  async api<T>(path: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
    const res = await fetch(new URL(path, this.base), { method });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
    return this.session.evaluate(fn, arg);
  }

  /** Says (in the output and the summary) what this engine cannot do here, and why. */
  cannot(what: string, why: string): void {
    this.notes.push({ engine: this.engine, what, why });
    console.log(`  NOTE [${this.engine}] cannot ${what}: ${why}`);
  }

  /** Polls `probe` until it returns something, or fails naming what was awaited and what was last seen. */
  async until<T>(what: string, probe: () => Promise<T | undefined>, patience = PATIENCE): Promise<T> {
    const deadline = Date.now() + patience;
    let last: unknown = 'nothing yet';
    for (;;) {
      try {
        const result = await probe();
        if (result !== undefined) return result;
      } catch (error) {
        // A page that navigates away mid-probe: look again.
        last = error instanceof Error ? error.message.split('\n')[0] : error;
      }
      if (Date.now() > deadline) throw new Error(`[${this.engine}] ${what}: not within ${patience / 1000} s (last: ${typeof last === 'string' ? last : JSON.stringify(last)})`);
      await new Promise((resolve) => setTimeout(resolve, POLL));
    }
  }

  /** How the query's match looks now; the query library is sent to a document that lacks it. */
  async see(query: Query, attributes: string[] = []): Promise<Seen> {
    // A navigation between sending and asking takes the library away again: a few tries.
    for (let sent = 0; ; sent++) {
      const seen = await this.session.evaluate(seeInPage, { query, attributes });
      if (seen !== 'no-library') return seen;
      if (sent === 3) throw new Error('the query library did not stay in the page');
      this.library ??= injection();
      await this.session.inject(this.library);
    }
  }

  /** Waits until the match is as `check` wants it. */
  async expect(query: Query, what: string, check: (seen: Seen) => boolean, attributes: string[] = []): Promise<Seen> {
    return this.until(`${query.description} ${what}`, async () => {
      const seen = await this.see(query, attributes);
      if (check(seen)) return seen;
      throw new Error(`seen ${JSON.stringify(seen)}`);
    });
  }

  visible = (q: Query) => this.expect(q, 'visible', (s) => s.count === 1 && s.visible);
  hidden = (q: Query) => this.expect(q, 'hidden', (s) => s.count === 0 || !s.visible);
  count = (q: Query, n: number) => this.expect(q, `counted ${n}`, (s) => s.count === n);
  hasText = (q: Query, m: Matcher) => this.expect(q, `has text ${String(m)}`, (s) => s.count === 1 && matches(m, s.text));
  hasValue = (q: Query, value: string) => this.expect(q, `has value "${value}"`, (s) => s.count === 1 && s.value === value);
  isChecked = (q: Query) => this.expect(q, 'checked', (s) => s.count === 1 && s.checked === true);
  focused = (q: Query) => this.expect(q, 'focused', (s) => s.count === 1 && s.focused);
  hasAttribute = (q: Query, name: string, value: Matcher) =>
    this.expect(q, `has ${name}=${String(value)}`, (s) => s.count === 1 && matches(value, s.attributes[name] ?? ''), [name]);

  /** The file the browser saved for a download named like `name`, once it is complete. */
  async download(name: RegExp): Promise<string> {
    const dir = this.session.downloads;
    return this.until(`a download named ${name} in ${dir}`, async () => {
      const file = (await readdir(dir)).find((f) => name.test(f));
      if (file === undefined) return undefined;
      // Complete: not empty, and no partial file of the browser's beside it any more.
      const partial = (await readdir(dir)).some((f) => f.startsWith(file) && f !== file);
      return !partial && (await stat(join(dir, file))).size > 0 ? join(dir, file) : undefined;
    });
  }

  /** The text of the one match, once it is visible. */
  async text(q: Query): Promise<string> {
    return (await this.visible(q)).text;
  }

  async atUrl(pattern: RegExp): Promise<string> {
    return this.until(`the address matches ${pattern}`, async () => {
      const url = await this.session.url();
      if (pattern.test(url)) return url;
      throw new Error(url);
    });
  }

  /** Acts on the one visible, enabled match; looks again (a re-render, a moving page) until it can. */
  private async act(q: Query, what: string, action: (el: NonNullable<Awaited<ReturnType<EngineSession['element']>>>) => Promise<void>): Promise<void> {
    await this.until(`${what} ${q.description}`, async () => {
      const seen = await this.see(q);
      if (seen.count !== 1 || !seen.visible || !seen.enabled) throw new Error(`seen ${JSON.stringify(seen)}`);
      const element = await this.session.element(pickInPage, { query: q, reach: true });
      if (!element) throw new Error(`covered, moving or gone (seen ${JSON.stringify(seen)})`);
      await action(element);
      return true;
    });
  }

  click = (q: Query) => this.act(q, 'click', (el) => el.click());
  fill = (q: Query, value: string) => this.act(q, 'fill', (el) => el.fill(value));
  press = (q: Query, key: Key) => this.act(q, `press ${key} on`, (el) => el.press(key));
  upload = (q: Query, path: string) => this.until(`upload to ${q.description}`, async () => {
    // A file field is often hidden behind its label: present is enough.
    if ((await this.see(q)).count !== 1) return undefined;
    const element = await this.session.element(pickInPage, { query: q, reach: false });
    if (!element) return undefined;
    await element.upload(path);
    return true;
  });

  /** A radio or checkbox: clicked, then waited for until checked. */
  async check(q: Query): Promise<void> {
    if ((await this.see(q)).checked !== true) await this.click(q);
    await this.isChecked(q);
  }

  /** A field filled and confirmed with Enter, as a keyboard user does with a count. */
  async enter(q: Query, value: string): Promise<void> {
    await this.fill(q, value);
    await this.press(q, 'Enter');
    await this.hasValue(q, value);
  }

  /**
   * The viewport as `<name>.png` in this engine's folder, once fonts are in, every finite
   * animation (a fade, a slide) has ended and two frames have been drawn, so the picture shows
   * the screen at rest; `fromTop` scrolls to the top first.
   */
  async screenshot(name: string, { fromTop = false } = {}): Promise<void> {
    if (fromTop) {
      await this.session.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        return true;
      }, null);
    }
    await this.session.evaluate(
      () =>
        document.fonts.ready.then(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        )
          // Two frames: what a scroll just brought into view (content-visibility: auto rows) is painted.
          .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
          .then(() => true),
      null,
    );
    const dir = join(this.shotsDir, this.engine);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${name}.png`), await this.session.screenshot());
  }
}
