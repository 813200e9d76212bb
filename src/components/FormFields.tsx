/**
 * Labelled controls bound to a form of useForm: each takes the form and a field name, and wires
 * the id, the value, the change, the required mark and the error shown when the field is invalid.
 */
import { Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formRecipes } from '../theme/recipes/form';
import { FormField, helpTextId } from './FormField';
import { SelectField, type SelectOption } from './SelectField';
import type { FormState } from './useForm';

/** The names of T's text fields. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

interface BoundProps<T extends object> {
  form: FormState<T>;
  name: TextKey<T>;
  label: string;
  required?: boolean;
  /** Shown when the field is invalid. */
  error?: string;
  help?: ReactNode;
}

/** The field's frame (label, required mark, error) wired to the form's id and validity. */
function Bound<T extends object>({ form, name, children, ...frame }: BoundProps<T> & { children: ReactNode }) {
  return (
    <FormField id={form.fieldId(name)} invalid={form.isInvalid(name)} {...frame}>
      {children}
    </FormField>
  );
}

/** The control's aria-describedby: its help text, shown while the field is not invalid. */
function describedBy<T extends object>({ form, name, help }: Pick<BoundProps<T>, 'form' | 'name' | 'help'>): string | undefined {
  return help && !form.isInvalid(name) ? helpTextId(form.fieldId(name)) : undefined;
}

type InputOnly = Omit<InputProps, 'form' | 'name' | 'value' | 'onChange' | 'required'>;

export function TextField<T extends object>({ form, name, label, required, error, help, rows, ...input }: BoundProps<T> & InputOnly & { rows?: number }) {
  const value = form.values[name] as string;
  const onChange = (e: { currentTarget: { value: string } }) => form.set(name, e.currentTarget.value as T[typeof name]);
  const helpId = describedBy({ form, name, help });
  return (
    <Bound form={form} name={name} label={label} required={required} error={error} help={help}>
      {rows ? (
        <Textarea recipe={formRecipes.textarea} name={name} rows={rows} value={value} onChange={onChange} placeholder={input.placeholder} bg="bg.panel" aria-describedby={helpId} />
      ) : (
        <Input recipe={formRecipes.input} name={name} value={value} onChange={onChange} bg="bg.panel" aria-describedby={helpId} {...input} />
      )}
    </Bound>
  );
}

export function ChoiceField<T extends object>({
  options,
  placeholder,
  disabled,
  onChange,
  ...bound
}: BoundProps<T> & { options: readonly SelectOption[]; placeholder: string; disabled?: boolean; onChange?: (value: string) => void }) {
  const { form, name } = bound;
  return (
    <Bound {...bound}>
      <SelectField
        name={name}
        value={form.values[name] as string}
        placeholder={placeholder}
        options={options}
        disabled={disabled}
        describedBy={describedBy(bound)}
        onChange={onChange ?? ((value) => form.set(name, value as T[typeof name]))}
      />
    </Bound>
  );
}
