/** A labelled native select of the finder: light, keyboard-friendly, the platform's picker on phones. */
import { Box, chakra } from '@chakra-ui/react';

export interface FilterSelectProps {
  id: string;
  /** The URL query key it sets (a plain form submits it as such). */
  name: string;
  label: string;
  value: string;
  options: readonly { readonly value: string; readonly label: string }[];
  onChange: (value: string) => void;
}

export function FilterSelect({ id, name, label, value, options, onChange }: FilterSelectProps) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        w="full"
        minH="11"
        px="3"
        borderRadius="md"
        borderWidth="1px"
        borderColor="border"
        bg="bg.panel"
        fontSize="sm"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '2px' }}
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
