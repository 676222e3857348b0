/**
 * Where the QA import screen leaves an opened capsule for the next page load (sessionStorage),
 * and the address to return to when QA leaves replay mode. In the first bundle: boot only
 * checks the key; the workbench itself loads when it is set.
 */
export const QA_CAPSULE_KEY = 'foyer:qa-capsule';
export const QA_RETURN_KEY = 'foyer:qa-return';
