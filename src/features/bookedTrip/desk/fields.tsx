/**
 * The desk's controls: a labelled input, text area or select styled as the site's forms (Chakra's
 * input recipes on plain elements), each with its problem under it, linked by aria-describedby
 * and marked aria-invalid, so a screen reader hears what to fix where.
 */
import { Box, chakra, Text, useRecipe, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formRecipes } from '../../../theme/recipes/form';

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

const describedBy = ({ id, problem, hint }: FieldProps) => [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;

export function TextField(props: FieldProps & { readonly value: string; readonly onChange: (value: string) => void } & Omit<HTMLChakraProps<'input'>, 'onChange' | 'value' | 'id'>) {
  const { id, label, problem, hint, required, value, onChange, ...rest } = props;
  const input = useRecipe({ recipe: formRecipes.input });
  return (
    <Box>
      <Label id={id} label={label} required={required} />
      <chakra.input
        id={id}
        className={input.className}
        css={input()}
        bg="bg.panel"
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
  const textarea = useRecipe({ recipe: formRecipes.textarea });
  return (
    <Box>
      <Label id={id} label={label} />
      <chakra.textarea
        id={id}
        className={textarea.className}
        css={textarea()}
        bg="bg.panel"
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
  const recipe = useSlotRecipe({ recipe: formRecipes.nativeSelect });
  const styles = recipe();
  return (
    <Box>
      <Label id={id} label={label} required={required} />
      <chakra.div className={recipe.classNameMap.root} css={styles.root}>
        <chakra.select
          id={id}
          className={recipe.classNameMap.field}
          css={styles.field}
          bg="bg.panel"
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
      </chakra.div>
      <Below id={id} problem={problem} hint={hint} />
    </Box>
  );
}
