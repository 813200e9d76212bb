/**
 * The recipes of the form controls (Chakra's own), which the system leaves out: a component that
 * draws a control gives its recipe by value (`<Field.Root recipe={formRecipes.field}>`). One
 * object, so that they load as one piece with the fields' code: imported one by one, each goes
 * to the chunk its own users share (the fieldset's to the booking and payment forms' alone),
 * where it compresses worse.
 */
import { fieldSlotRecipe, fieldsetSlotRecipe, inputRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';

export const formRecipes = {
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  input: inputRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  textarea: textareaRecipe,
};
