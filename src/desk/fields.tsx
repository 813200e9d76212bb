/**
 * The desk's controls: a labelled input, text area or select, each with its problem under it,
 * linked by aria-describedby and marked aria-invalid, so a screen reader hears what to fix where.
 * Drawn with the forms' recipes (theme/recipes/form), as the traveller's forms are: the desk is a
 * bundle of its own (scripts/other-apps-plugin.ts), so its imports cost travellers nothing.
 */
import { Box, chakra, Text, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RecipeSelect } from '../components/LabelledSelect';
import { formRecipes } from '../theme/recipes/form';

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

/** What the recipes leave to the page: the panel's ground, and a control as wide as its column. */
const control = { w: 'full', minW: '0', bg: 'bg.panel' } as const;

const describedBy = ({ id, problem, hint }: FieldProps) => [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;

export function TextField(props: FieldProps & { readonly value: string; readonly onChange: (value: string) => void } & Omit<HTMLChakraProps<'input'>, 'onChange' | 'value' | 'id'>) {
  const { id, label, problem, hint, required, value, onChange, ...rest } = props;
  const styles = useRecipe({ recipe: formRecipes.input })();
  return (
    <Box>
      <Label id={id} label={label} required={required} />
      <chakra.input
        id={id}
        css={styles}
        {...control}
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
  const styles = useRecipe({ recipe: formRecipes.textarea })();
  return (
    <Box>
      <Label id={id} label={label} />
      <chakra.textarea
        id={id}
        css={styles}
        {...control}
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
      <RecipeSelect
        id={id}
        {...control}
        value={value}
        options={options}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(props)}
        boxCss={{ '--select-field-height': 'sizes.10' }}
      />
      <Below id={id} problem={problem} hint={hint} />
    </Box>
  );
}
