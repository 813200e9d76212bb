/**
 * A labelled form control with its required mark, help and error text (Chakra Field).
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import '../theme/recipes/form';

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

export function FormField({ id, label, required, invalid, error, help, children }: FormFieldProps) {
  return (
    <Field.Root id={id} required={required} invalid={invalid}>
      <Field.Label fontWeight="semibold">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && !invalid && <Field.HelperText>{help}</Field.HelperText>}
      {invalid && error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
