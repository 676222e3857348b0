/**
 * A museum sets its colours and fonts in the remote configuration as CSS custom properties
 * (`{"--color-accent": "#b4002d"}`); only `--` names are applied, so config cannot inject
 * arbitrary styles.
 */
export function applyTheme(element: HTMLElement, theme: Record<string, string> | undefined): void {
  if (!theme) return;
  for (const [name, value] of Object.entries(theme)) {
    if (/^--[a-z0-9-]+$/i.test(name) && !/[;{}<>]/.test(value)) element.style.setProperty(name, value);
  }
}
