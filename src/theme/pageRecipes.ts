/**
 * Recipes of components that only some pages show (form controls, cards, the payment form's
 * extras). The system every page builds at start-up (system.ts) leaves them out, so no page
 * downloads the recipes of components it never shows. Instead, a module that renders such a
 * component imports its group (src/theme/recipes/*), which provides the recipes here on import,
 * before anything renders; the system looks here for a key it does not have.
 *
 * Chakra reads a recipe by key when a component first renders, through the system's getRecipeFn
 * and getSlotRecipeFn, which take a fallback recipe: that fallback is all this relies on.
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

function missing(kind: string, key: string): undefined {
  // A component rendered without its group imported would be unstyled; tests/unit/recipes.test.ts
  // fails for a module that renders one without importing its group.
  if (import.meta.env.DEV) console.error(`No ${kind} "${key}": import its group from src/theme/recipes`);
  return undefined;
}

/** The system, finding provided recipes by key after its own. */
export function withPageRecipes(system: SystemContext): SystemContext {
  const { getRecipeFn, getSlotRecipeFn, isRecipe, isSlotRecipe } = system;
  system.getRecipeFn = (key, fallback) => getRecipeFn(key, fallback ?? recipes[key] ?? (isRecipe(key) ? undefined : missing('recipe', key)));
  system.getSlotRecipeFn = (key, fallback) => getSlotRecipeFn(key, fallback ?? slotRecipes[key] ?? (isSlotRecipe(key) ? undefined : missing('slot recipe', key)));
  return system;
}
