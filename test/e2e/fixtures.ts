import { expect, test as base } from '@playwright/test';

/**
 * Every browser test's `test`: besides Playwright's own fixtures, each page of the test's context
 * reports Content-Security-Policy violations (`securitypolicyviolation`, in every frame), and a
 * test that raised one fails, naming it. A test that provokes one on purpose takes it out of
 * `cspViolations` (docs/security.md).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeBinding('__foyerCspViolation', (_source, text: string) => void seen.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __foyerCspViolation?: (text: string) => void }).__foyerCspViolation;
          report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} on ${location.href}`);
        });
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
