import { nextTask } from '../../kernel/next-task';

/** A face of the type scale (index.css): `--font-{family}` at `--text-{step}` in a weight. */
export type Face = `${'body' | 'display'} ${'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl'} ${400 | 600}`;

/**
 * The faces the frame and the screens' first views show (the nine pages of the Lighthouse
 * budget, measured): the body text and its strong weight in the four smaller steps, the
 * headings' family in the four steps headings take. A face no page shows would cost a lookup
 * for nothing; one left out is looked up in the page's own layout, as before.
 */
export const FIRST_VIEW_FACES: readonly Face[] = [
  ...(['md', 'sm', 'lg', 'xs'] as const).flatMap((step) => [`body ${step} 400`, `body ${step} 600`] as const),
  ...(['2xl', 'md', 'lg', 'xl'] as const).map((step) => `display ${step} 600` as const),
];

/** Faces laid out per task: two lookups are a few milliseconds here, well inside a phone's 50. */
const PER_TASK = 2;

/**
 * Looks the page's fonts up before the page needs them, a couple per task, and resolves once
 * done: call it after the theme (which may name other families) and before the first render. On
 * Linux every family × size × weight a page shows is a synchronous call to the browser in the
 * layout that first shows it (1–7 ms each on the CI machine, the first of a family the system lacks up to 25), and
 * the first screen's layout, forced inside React's commit, made a dozen of them: one long task
 * (docs/performance.md, "Fonts looked up ahead"). Laid out here, in hidden text of each face,
 * they are in the browser's font cache when the screen comes.
 */
export async function warmFonts(doc: Document, faces: readonly Face[] = FIRST_VIEW_FACES): Promise<void> {
  const box = doc.createElement('div');
  // Laid out but never seen, nor heard.
  box.className = 'visually-hidden';
  box.setAttribute('aria-hidden', 'true');
  doc.body.append(box);
  for (let i = 0; i < faces.length; i += PER_TASK) {
    await nextTask();
    box.replaceChildren(
      ...faces.slice(i, i + PER_TASK).map((face) => {
        const [family, step, weight] = face.split(' ');
        const span = doc.createElement('span');
        span.style.setProperty('font', `${weight} var(--text-${step}) var(--font-${family})`);
        // Letters, digits and the signs of prices and dates: the fallback fonts they need too.
        span.textContent = 'Ag 0–9 € ';
        return span;
      }),
    );
    // Asking for the box's size lays its faces out now, in this task: the lookups happen here.
    // (A call, which the minifier keeps; it drops a property read it deems pure.)
    box.getBoundingClientRect();
  }
  box.remove();
}
