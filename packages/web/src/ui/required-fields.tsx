import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { requiredMessage } from '@signshop/domain';

/** A required text field of a form: the key of its value, its label on screen and its input's id. */
export interface RequiredField<K extends string> {
  key: K;
  label: string;
  id: string;
}

/**
 * Required fields checked before a form sends: an empty one (or only spaces) is named at its field
 * ("Nick Name is required."), the first is focused, and nothing is sent. The messages show after
 * the first try and each goes as its field is filled.
 */
export function useRequiredFields<K extends string>(
  fields: readonly RequiredField<K>[],
  values: Readonly<Record<K, string>>,
) {
  const [checked, setChecked] = useState(false);
  const empty = fields.filter(({ key }) => !values[key].trim());
  const problemOf = (key: K) =>
    checked && empty.some((field) => field.key === key)
      ? requiredMessage(fields.find((field) => field.key === key)!.label)
      : undefined;
  return {
    /** True when every required field is filled; else the messages show and the first empty field has focus. */
    passes(): boolean {
      if (!empty.length) return true;
      setChecked(true);
      document.getElementById(empty[0]!.id)?.focus();
      return false;
    },
    /** After a send: the form starts over, with no messages. */
    reset: () => setChecked(false),
    /** The input's required, invalid and described-by attributes. */
    inputProps(key: K) {
      const problem = problemOf(key);
      const id = fields.find((field) => field.key === key)!.id;
      return {
        required: true,
        isInvalid: !!problem,
        'aria-invalid': problem ? (true as const) : undefined,
        'aria-describedby': problem ? `${id}-problem` : undefined,
      };
    },
    /** The message under the input, once the form was tried with the field empty. */
    feedback(key: K) {
      const id = fields.find((field) => field.key === key)!.id;
      return (
        <Form.Control.Feedback type="invalid" id={`${id}-problem`}>
          {problemOf(key)}
        </Form.Control.Feedback>
      );
    },
  };
}
