/** Recipes only the payment page uses, besides the form fields' (see pageRecipes.ts). */
import { alertSlotRecipe, separatorRecipe } from '@chakra-ui/react/theme';
import { provideRecipes, type RecipeGroup } from '../pageRecipes';
import './form';

export const paymentRecipes: RecipeGroup = {
  recipes: { separator: separatorRecipe },
  slotRecipes: { alert: alertSlotRecipe },
};

provideRecipes(paymentRecipes);
