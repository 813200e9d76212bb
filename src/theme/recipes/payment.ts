/** Recipes only the payment page uses, besides the form fields' (see pageRecipes.ts). */
import { alertSlotRecipe, checkboxSlotRecipe, checkmarkRecipe, radioGroupSlotRecipe, radiomarkRecipe, separatorRecipe } from '@chakra-ui/react/theme';
import { provideRecipes, type RecipeGroup } from '../pageRecipes';
import './form';

export const paymentRecipes: RecipeGroup = {
  // The checkbox and radio controls render Checkmark and Radiomark, which look up their recipes.
  recipes: { separator: separatorRecipe, checkmark: checkmarkRecipe, radiomark: radiomarkRecipe },
  slotRecipes: { alert: alertSlotRecipe, checkbox: checkboxSlotRecipe, radioGroup: radioGroupSlotRecipe },
};

provideRecipes(paymentRecipes);
