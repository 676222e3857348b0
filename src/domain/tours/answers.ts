import type { TourQuestionOffer } from '../../messages/catalogue';
import { isOn } from '../../api/codecs/common';

/** The booking questions' answers (001 §3): answered or not, mandatory ones missing, numbers that are none. */

export interface AnswerValue {
  readonly value: string | number | ReadonlyArray<string | number> | null;
}

/** Has the question an answer? Empty strings and empty checkbox lists do not count. */
export function isAnswered(answer: AnswerValue | undefined): boolean {
  if (answer === undefined || answer.value === null) return false;
  if (typeof answer.value === 'string') return answer.value.trim() !== '';
  if (Array.isArray(answer.value)) return answer.value.length > 0;
  return true;
}

/** Mandatory questions without an answer, in question order. */
export function unansweredMandatory(questions: readonly TourQuestionOffer[], answers: Readonly<Record<string, AnswerValue>>): number[] {
  return questions.filter((q) => isOn(q.mandatory) && !isAnswered(answers[String(q.id)])).map((q) => q.id);
}

/** Number questions whose raw value is not a number. */
export function invalidNumberAnswers(questions: readonly TourQuestionOffer[], answers: Readonly<Record<string, AnswerValue>>): number[] {
  return questions
    .filter((q) => {
      if (q.type !== 'number') return false;
      const value = answers[String(q.id)]?.value;
      return typeof value === 'string' && value.trim() !== '' && !/^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value);
    })
    .map((q) => q.id);
}
