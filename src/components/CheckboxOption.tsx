/**
 * One option of a group of checkboxes, as the browser draws it, tinted with the theme. Chakra's
 * Checkbox runs a Zag state machine per box, which would add some 10 KB gzip to the booking page's
 * first load for what a native input already does: keyboard, label, form value, forced colours.
 */
import { chakra } from '@chakra-ui/react';

export interface CheckboxOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxOption({ name, value, checked, onChange }: CheckboxOptionProps) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2.5" cursor="pointer" textStyle="sm" py="1">
      <chakra.input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        boxSize="4.5"
        m="0"
        flexShrink={0}
        accentColor="jade.700"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '2px' }}
      />
      {value}
    </chakra.label>
  );
}
