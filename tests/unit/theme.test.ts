/**
 * The app's Chakra system: recipes left out of it are found once a page provides them, and none of
 * them needs an animation (keyframes are global CSS, built into the system at start-up).
 */
import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../../src/theme/system';
import { provideRecipes } from '../../src/theme/pageRecipes';
import { cardRecipes } from '../../src/theme/recipes/card';
import { formRecipes } from '../../src/theme/recipes/form';
import { paymentRecipes } from '../../src/theme/recipes/payment';

describe('page recipes', () => {
  it('are not built into the system, and are found by key once provided', () => {
    const system = createAppSystem();
    expect(system.isRecipe('input')).toBe(false);
    expect(system.isSlotRecipe('field')).toBe(false);
    provideRecipes({ recipes: { probe: { className: 'probe-recipe', base: { color: 'red.500' } } } });
    expect(system.getRecipeFn('probe').className).toBe('probe-recipe');
    // The system's own recipes still come first.
    expect(system.getRecipeFn('button').className).toBe('chakra-button');
  });

  it('provide form, payment and card recipes that use no animation', () => {
    const provided = [formRecipes, paymentRecipes, cardRecipes];
    const keys = provided.flatMap((g) => [...Object.keys(g.recipes ?? {}), ...Object.keys(g.slotRecipes ?? {})]);
    expect(keys).toEqual(expect.arrayContaining(['input', 'textarea', 'field', 'fieldset', 'nativeSelect', 'checkbox', 'radioGroup', 'alert', 'card', 'badge']));
    // Keyframes and animation styles are part of the system's global CSS, built at start-up.
    const animations: unknown[] = [];
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (/^animation(Name|Style)?$/.test(key)) animations.push(value);
        walk(value);
      }
    };
    walk(provided);
    expect(animations).toEqual([]);
  });
});
