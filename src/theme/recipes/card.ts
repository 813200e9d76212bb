/** Recipes of the catalogue's cards and badges (see pageRecipes.ts). */
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme';
import { provideRecipes, type RecipeGroup } from '../pageRecipes';

export const cardRecipes: RecipeGroup = { recipes: { badge: badgeRecipe }, slotRecipes: { card: cardSlotRecipe } };

provideRecipes(cardRecipes);
