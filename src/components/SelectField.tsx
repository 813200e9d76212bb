/**
 * A native select with a placeholder (Chakra NativeSelect): dependable on phones and in forms.
 */
import { NativeSelect } from '@chakra-ui/react';
import { formRecipes } from '../theme/recipes/form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  value: string;
  options: readonly SelectOption[];
  placeholder: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The id of the help text describing the select. */
  describedBy?: string;
}

export function SelectField({ name, value, options, placeholder, onChange, disabled, describedBy }: SelectFieldProps) {
  return (
    <NativeSelect.Root recipe={formRecipes.nativeSelect} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)} bg="bg.panel">
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
