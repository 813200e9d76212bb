/**
 * A labelled native select: light, keyboard-friendly, and the platform's own picker on a phone.
 * For choices that act at once (a filter, the currency); form fields use SelectField.
 */
import { Box, chakra } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface LabelledSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly { readonly value: string; readonly label: string }[];
  onChange: (value: string) => void;
  /** The query key a plain form submits it as. */
  name?: string;
  /** 'dark' on the footer's dark ground. */
  tone?: 'light' | 'dark';
  /** As wide as its column. */
  fullWidth?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function LabelledSelect({ id, label, value, options, onChange, name, tone = 'light', fullWidth, ref }: LabelledSelectProps) {
  const dark = tone === 'dark';
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5" color={dark ? 'jade.100' : 'fg'}>
        {label}
      </chakra.label>
      <chakra.select
        ref={ref}
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        w={fullWidth ? 'full' : undefined}
        minH={fullWidth ? '11' : '10'}
        px="3"
        borderRadius="md"
        borderWidth="1px"
        borderColor={dark ? 'jade.600' : 'border'}
        bg={dark ? 'jade.800' : 'bg.panel'}
        color={dark ? 'white' : 'fg'}
        fontSize="sm"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: dark ? 'brass.200' : 'jade.500', outlineOffset: '2px' }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
}
