/**
 * A labelled native select: light, keyboard-friendly, and the platform's own picker on a phone.
 * For choices that act at once (a filter, the currency); form fields use SelectField. It looks as
 * they do (Chakra's NativeSelect recipe), drawn on plain elements. Kept: with Chakra's NativeSelect
 * (its Field context), every first visit fetched Ark's field code for the footer's currency,
 * measured 7 Dec with the derived chunk groups: 1.9 KB gzip more on every page, /facts 200.7 KB
 * (over its 200 KB budget).
 */
import { Box, chakra, useSlotRecipe, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import { ChevronDown as LucideChevronDown } from 'lucide-react';
import { lightIcon } from './lightIcon';
import type { Ref } from 'react';
import { formRecipes } from '../theme/recipes/form';

const ChevronDown = lightIcon(LucideChevronDown);

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

/** A native select drawn with the forms' NativeSelect recipe: its box, the select and its chevron. */
export interface RecipeSelectProps extends Omit<HTMLChakraProps<'select'>, 'children' | 'css'> {
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** More of the select's own styles, after the recipe's. */
  readonly css?: SystemStyleObject | false;
  /** The box around it: its width, and the styles after the recipe's (the field's height). */
  readonly boxWidth?: HTMLChakraProps<'div'>['w'];
  readonly boxCss?: SystemStyleObject | false;
  /** The chevron's colour, on a dark ground. */
  readonly indicatorColor?: string;
  readonly ref?: Ref<HTMLSelectElement>;
}

export function RecipeSelect({ options, css, boxWidth, boxCss, indicatorColor, ...select }: RecipeSelectProps) {
  const recipe = useSlotRecipe({ recipe: formRecipes.nativeSelect });
  const styles = recipe();
  const classNames = recipe.classNameMap;
  return (
    <chakra.div className={classNames.root} css={[styles.root, boxCss]} w={boxWidth}>
      <chakra.select className={classNames.field} css={[styles.field, css]} cursor="pointer" {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
      <chakra.div className={classNames.indicator} css={styles.indicator} color={indicatorColor} aria-hidden>
        <ChevronDown />
      </chakra.div>
    </chakra.div>
  );
}

export function LabelledSelect({ id, label, value, options, onChange, name, tone = 'light', fullWidth, ref }: LabelledSelectProps) {
  const dark = tone === 'dark';
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5" color={dark ? 'jade.100' : 'fg'}>
        {label}
      </chakra.label>
      <RecipeSelect
        ref={ref}
        id={id}
        name={name}
        value={value}
        options={options}
        onChange={(e) => onChange(e.currentTarget.value)}
        // The open list on the light ground of the form's selects, whatever the select's tone.
        css={dark && { '& > option': { color: 'fg' } }}
        bg={dark ? 'jade.800' : 'bg.panel'}
        color={dark ? 'white' : 'fg'}
        borderColor={dark ? 'jade.600' : undefined}
        focusRingColor={dark ? 'brass.200' : undefined}
        boxWidth={fullWidth ? 'full' : 'fit-content'}
        boxCss={fullWidth && { '--select-field-height': 'sizes.11' }}
        indicatorColor={dark ? 'jade.100' : undefined}
      />
    </Box>
  );
}
