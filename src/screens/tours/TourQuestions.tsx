import { useEffect, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import { useCommand } from '../../engine/hooks';
import { useServices } from '../../engine/services';
import { isOn } from '../../api/codecs/common';
import type { TourQuestionOffer } from '../../messages/catalogue';
import type { TourFormState } from '../../domain/tours';
import { isPrivateRef, privateAnswers, tourFormView } from '../../domain/tours';

type Answer = TourFormState['answers'][string];

interface QuestionProps {
  question: TourQuestionOffer;
  answer: Answer | undefined;
  invalid: boolean;
  /** The id of the form's message region, for aria-describedby on invalid fields. */
  messagesId: string;
}

function Label({ question }: { question: TourQuestionOffer }) {
  const { t } = useT();
  return (
    <>
      {question.label}
      {isOn(question.mandatory) && <span className="tag tag--required"> {t('common.required')}</span>}
    </>
  );
}

/** Free text (text, textarea): typed into the private answer store, never into the log. */
function FreeText({ question, answer, invalid, messagesId }: QuestionProps) {
  const id = useId();
  const dispatch = useCommand();
  const { storage } = useServices();
  const store = useMemo(() => privateAnswers(storage), [storage]);
  const [text, setText] = useState(() => (isPrivateRef(answer?.value) ? (store.get(answer.value) ?? '') : ''));
  // The booking went into the basket (answers start afresh): the field empties too.
  useEffect(() => {
    if (answer === undefined) setText((current) => (current.trim() === '' ? current : ''));
  }, [answer]);
  const common = {
    id,
    value: text,
    required: isOn(question.mandatory),
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? messagesId : undefined,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      dispatch({ type: 'AnswerTourQuestion', qId: question.id, value: e.target.value });
    },
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        <Label question={question} />
      </label>
      {question.type === 'textarea' ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
    </div>
  );
}

function NumberAnswer({ question, answer, invalid, messagesId }: QuestionProps) {
  const id = useId();
  const dispatch = useCommand();
  return (
    <div className="field field--short">
      <label htmlFor={id}>
        <Label question={question} />
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={typeof answer?.value === 'string' || typeof answer?.value === 'number' ? String(answer.value) : ''}
        required={isOn(question.mandatory)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messagesId : undefined}
        onChange={(e) => dispatch({ type: 'AnswerTourQuestion', qId: question.id, value: e.target.value })}
      />
    </div>
  );
}

function SelectAnswer({ question, answer, invalid, messagesId }: QuestionProps) {
  const { t } = useT();
  const id = useId();
  const dispatch = useCommand();
  return (
    <div className="field">
      <label htmlFor={id}>
        <Label question={question} />
      </label>
      <select
        id={id}
        value={typeof answer?.value === 'number' ? String(answer.value) : ''}
        required={isOn(question.mandatory)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messagesId : undefined}
        onChange={(e) => dispatch({ type: 'AnswerTourQuestion', qId: question.id, value: e.target.value === '' ? null : Number(e.target.value) })}
      >
        <option value="">{t('common.pleaseSelect')}</option>
        {(question.answers ?? []).map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** radio: one answer id; checkbox: a list of ids toggled on and off. Both are a group with a legend. */
function ChoiceGroup({ question, answer, invalid, messagesId }: QuestionProps) {
  const dispatch = useCommand();
  const name = useId();
  const chosen = Array.isArray(answer?.value) ? answer.value : answer?.value === undefined || answer.value === null ? [] : [answer.value];
  return (
    <fieldset className="choice-group" aria-describedby={invalid ? messagesId : undefined}>
      <legend>
        <Label question={question} />
      </legend>
      {(question.answers ?? []).map((a) => (
        <label key={a.id} className="check">
          <input
            type={question.type === 'radio' ? 'radio' : 'checkbox'}
            name={name}
            value={a.id}
            checked={chosen.includes(a.id)}
            required={question.type === 'radio' && isOn(question.mandatory)}
            aria-invalid={invalid || undefined}
            onChange={() =>
              dispatch(
                question.type === 'radio'
                  ? { type: 'AnswerTourQuestion', qId: question.id, value: a.id }
                  : { type: 'ToggleTourAnswer', qId: question.id, answerId: a.id },
              )
            }
          />
          <span>{a.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The tour's questions (001 §3 answers), each type with a real label or a fieldset and legend. */
export function TourQuestions({ form, messagesId }: { form: TourFormState; messagesId: string }) {
  const { t } = useT();
  const { questions } = form.context;
  if (questions.length === 0) return null;
  const { validation } = tourFormView(form);
  const missing = new Set(form.attempted ? validation.mandatoryMissing : []);
  const notANumber = new Set(validation.notANumber);
  return (
    <fieldset className="tour-form__section tour-questions">
      <legend className="tour-form__legend">{t('tours.questions')}</legend>
      {questions.map((question) => {
        const props: QuestionProps = {
          question,
          answer: form.answers[String(question.id)],
          invalid: missing.has(question.id) || notANumber.has(question.id),
          messagesId,
        };
        switch (question.type) {
          case 'radio':
          case 'checkbox':
            return <ChoiceGroup key={question.id} {...props} />;
          case 'select':
            return <SelectAnswer key={question.id} {...props} />;
          case 'number':
            return <NumberAnswer key={question.id} {...props} />;
          case 'text':
          case 'textarea':
            return <FreeText key={question.id} {...props} />;
        }
      })}
    </fieldset>
  );
}
