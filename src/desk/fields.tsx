/**
 * The desk's controls: a labelled input, text area or select, each with its problem under it,
 * linked by aria-describedby and marked aria-invalid, so a screen reader hears what to fix where.
 * Styled by props rather than the forms' recipes (theme/recipes/form): the desk is one more chunk
 * using them, and that count is what moves a module into every page's first load (vite.config's
 * shared chunk); an office tool does not need to cost travellers a byte.
 */
import { Box, chakra, Text, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly problem?: string;
  readonly hint?: ReactNode;
  readonly required?: boolean;
}

function Label({ id, label, required }: Pick<FieldProps, 'id' | 'label' | 'required'>) {
  return (
    <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1">
      {label}
      {required && (
        <chakra.span color="red.700" aria-hidden>
          {' '}
          *
        </chakra.span>
      )}
    </chakra.label>
  );
}

function Below({ id, problem, hint }: Pick<FieldProps, 'id' | 'problem' | 'hint'>) {
  return (
    <>
      {hint && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
      {problem && (
        <Text id={`${id}-problem`} fontSize="sm" color="red.700" mt="1">
          {problem}
        </Text>
      )}
    </>
  );
}

/** The look of the site's inputs (outline, md), said once for the three controls. */
const control = {
  w: 'full',
  minW: '0',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  px: '3',
  fontSize: 'sm',
  outline: '0',
  _focusVisible: { borderColor: 'jade.600', boxShadow: '0 0 0 1px var(--chakra-colors-jade-600)' },
  _invalid: { borderColor: 'red.600', boxShadow: '0 0 0 1px var(--chakra-colors-red-600)' },
  _disabled: { opacity: 0.5 },
} as const;

const describedBy = ({ id, problem, hint }: FieldProps) => [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;

export function TextField(props: FieldProps & { readonly value: string; readonly onChange: (value: string) => void } & Omit<HTMLChakraProps<'input'>, 'onChange' | 'value' | 'id'>) {
  const { id, label, problem, hint, required, value, onChange, ...rest } = props;
  return (
    <Box>
      <Label id={id} label={label} required={required} />
      <chakra.input
        id={id}
        {...control}
        h="10"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(props)}
        {...rest}
      />
      <Below id={id} problem={problem} hint={hint} />
    </Box>
  );
}

export function TextArea(props: FieldProps & { readonly value: string; readonly onChange: (value: string) => void; readonly maxLength?: number }) {
  const { id, label, problem, hint, value, onChange, maxLength } = props;
  return (
    <Box>
      <Label id={id} label={label} />
      <chakra.textarea
        id={id}
        {...control}
        py="2"
        rows={4}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(props)}
      />
      <Below id={id} problem={problem} hint={hint} />
    </Box>
  );
}

export function SelectField(props: FieldProps & { readonly value: string; readonly onChange: (value: string) => void; readonly options: readonly { readonly value: string; readonly label: string }[] }) {
  const { id, label, problem, hint, required, value, onChange, options } = props;
  return (
    <Box>
      <Label id={id} label={label} required={required} />
      <chakra.select
        id={id}
        {...control}
        h="10"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(props)}
        cursor="pointer"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
      <Below id={id} problem={problem} hint={hint} />
    </Box>
  );
}
