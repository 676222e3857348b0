/**
 * Session storage keys of personal data kept outside the event log whose presence a module other
 * than their owner must see without loading it: the checkout loads the tours area while tour
 * texts are stored, so they are forgotten when the basket is cleared (routes.tsx). The first
 * bundle reads the key; the store itself is the tours area's (domain/tours/private-answers.ts).
 */
export const PRIVATE_ANSWERS_KEY = 'foyer:tourAnswers';
