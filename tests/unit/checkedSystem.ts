/**
 * The app's system as the browser builds it, noting what the recipe tests check: each Chakra
 * recipe a component looked up by key and the system lacks (that component renders unstyled),
 * and each config compiled by value.
 */
import type { SystemContext } from '@chakra-ui/react';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { createAppSystem } from '../../src/theme/system';

export interface CheckedSystem {
  system: SystemContext;
  /** Chakra recipes components looked up by key and the system lacks: each such component is unstyled. */
  missing: Set<string>;
  /** The configs compiled by value: recipe props, and the chakra factory's own. */
  byValue: Set<object>;
}

/** The system the browser builds, noting each lookup of a Chakra recipe it lacks and each recipe given by value. */
export function checkedSystem(): CheckedSystem {
  const system = createAppSystem();
  const missing = new Set<string>();
  const byValue = new Set<object>();
  const { getRecipeFn, getSlotRecipeFn, cva, sva } = system;
  system.getRecipeFn = (key, fallback) => {
    if (key in chakraRecipes && !system.isRecipe(key)) missing.add(key);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (key in chakraSlotRecipes && !system.isSlotRecipe(key)) missing.add(key);
    return getSlotRecipeFn(key, fallback);
  };
  system.cva = ((config) => (byValue.add(config), cva(config))) as typeof cva;
  system.sva = ((config) => (byValue.add(config), sva(config))) as typeof sva;
  return { system, missing, byValue };
}
