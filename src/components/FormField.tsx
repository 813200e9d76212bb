/**
 * A labelled form control with its required mark, help and error text (Chakra Field). A control
 * with help is given aria-describedby={helpTextId(id)} by its caller.
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formRecipes } from '../theme/recipes/form';

export interface FormFieldProps {
  /** id of the control, so errors can move focus to it (Ark gives the control the field id). */
  id: string;
  label: string;
  required?: boolean;
  invalid?: boolean;
  error?: string;
  help?: ReactNode;
  children: ReactNode;
}

/**
 * The id of a field's help text, for its control's aria-describedby. Not Ark's own helper-text id
 * on purpose: Ark's Field looks for an element with that id in a layout effect and, finding it,
 * re-renders at once, which right after hydration pulls the whole page's start-up effects into
 * one long task. With an id of its own the help is linked by the control directly.
 */
export function helpTextId(fieldId: string): string {
  return `${fieldId}-help`;
}

export function FormField({ id, label, required, invalid, error, help, children }: FormFieldProps) {
  return (
    <Field.Root recipe={formRecipes.field} id={id} required={required} invalid={invalid}>
      <Field.Label fontWeight="semibold">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && !invalid && <Field.HelperText id={helpTextId(id)}>{help}</Field.HelperText>}
      {invalid && error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
