/**
 * A checkbox or a radio button as the browser draws it, tinted with the theme, with its label.
 * Chakra's Checkbox and RadioGroup run a Zag state machine each, which put the booking and payment
 * pages over their first-load budget for what a native input already does: keyboard, label, form
 * value, forced colours.
 */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChoiceOptionProps {
  type?: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; the value when absent. */
  children?: ReactNode;
  id?: string;
  invalid?: boolean;
}

export function ChoiceOption({ type = 'checkbox', name, value, checked, onChange, children, id, invalid }: ChoiceOptionProps) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2.5" cursor="pointer" textStyle="sm" py="1">
      <chakra.input
        type={type}
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-invalid={invalid || undefined}
        boxSize="4.5"
        m="0"
        flexShrink={0}
        accentColor="jade.700"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '2px' }}
        _invalid={{ outline: '2px solid', outlineColor: 'red.600', outlineOffset: '2px' }}
      />
      {children ?? value}
    </chakra.label>
  );
}
