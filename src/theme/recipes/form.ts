/**
 * The recipes of the form controls, which the system leaves out: a component that draws a control
 * gives its recipe by value (`<Field.Root recipe={formRecipes.field}>`). One object, so that they
 * load as one chunk wherever a control is drawn (the forms, the finder, the currency and date
 * pickers): imported one by one, each went to a chunk of the modules using it, and apart they
 * compress worse (the form pages' first load grew).
 */
import { defineSlotRecipe } from '@chakra-ui/react';
import { fieldSlotRecipe, fieldsetSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's NativeSelect recipe in the size and variant the site draws (md, outline), written out:
 * Chakra's own takes its variants' styles from the Select recipe, which would come with it, on
 * every form page. tests/unit/theme.test.ts checks that both style alike.
 */
const nativeSelect = defineSlotRecipe({
  className: 'chakra-native-select',
  slots: ['root', 'field', 'indicator'],
  base: {
    root: { height: 'fit-content', display: 'flex', width: '100%', position: 'relative' },
    field: {
      width: '100%',
      minWidth: '0',
      outline: '0',
      appearance: 'none',
      borderRadius: 'l2',
      '--error-color': 'colors.border.error',
      '--input-height': 'var(--select-field-height)',
      height: 'var(--select-field-height)',
      _disabled: { layerStyle: 'disabled' },
      _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
      focusVisibleRing: 'inside',
      lineHeight: 'normal',
      '& > option, & > optgroup': { bg: 'bg' },
    },
    indicator: {
      position: 'absolute',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      pointerEvents: 'none',
      top: '50%',
      transform: 'translateY(-50%)',
      height: '100%',
      color: 'fg.muted',
      _disabled: { opacity: '0.5' },
      _invalid: { color: 'fg.error' },
      _icon: { width: '1em', height: '1em' },
    },
  },
  variants: {
    variant: {
      outline: { field: { bg: 'transparent', borderWidth: '1px', borderColor: 'border', _expanded: { borderColor: 'border.emphasized' } } },
    },
    size: {
      md: { root: { '--select-field-height': 'sizes.10' }, field: { textStyle: 'sm', ps: '3', pe: '8' }, indicator: { textStyle: 'lg', insetEnd: '2' } },
    },
  },
  defaultVariants: { size: 'md', variant: 'outline' },
});

export const formRecipes = {
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  input: inputRecipe,
  nativeSelect,
  textarea: textareaRecipe,
};
