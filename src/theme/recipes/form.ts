/** Recipes of the enquiry and payment forms' fields (see pageRecipes.ts). */
import { fieldSlotRecipe, fieldsetSlotRecipe, inputRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { provideRecipes, type RecipeGroup } from '../pageRecipes';

export const formRecipes: RecipeGroup = {
  recipes: { input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: { field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
};

provideRecipes(formRecipes);
