/**
 * Recipes of components that only some pages show (form controls, cards, the payment form's
 * extras). The system every page builds at start-up (system.ts) leaves them out, so no page
 * downloads the recipes of components it never shows. Instead, a module that renders such a
 * component imports its group (src/theme/recipes/*), which provides the recipes here on import,
 * before anything renders; the system looks here for a key it does not have.
 *
 * Chakra reads a recipe by key when a component first renders, through the system's getRecipeFn
 * and getSlotRecipeFn, which take a fallback recipe: that fallback is all this relies on. A module
 * that renders such a component without importing its group would show it unstyled:
 * tests/unit/recipes.test.ts fails for one.
 */
import type { RecipeDefinition, SlotRecipeConfig, SystemContext } from '@chakra-ui/react';

const recipes: Record<string, RecipeDefinition> = {};
const slotRecipes: Record<string, SlotRecipeConfig> = {};

export interface RecipeGroup {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeConfig>;
}

/** Makes a group's recipes available to the system (called by the modules in ./recipes). */
export function provideRecipes(group: RecipeGroup): void {
  Object.assign(recipes, group.recipes);
  Object.assign(slotRecipes, group.slotRecipes);
}

/** The system, finding provided recipes by key after its own. */
export function withPageRecipes(system: SystemContext): SystemContext {
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => getRecipeFn(key, fallback ?? recipes[key]);
  system.getSlotRecipeFn = (key, fallback) => getSlotRecipeFn(key, fallback ?? slotRecipes[key]);
  return system;
}
