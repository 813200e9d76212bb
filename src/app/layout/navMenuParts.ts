/** The navMenu slot recipe's context, shared by the static bar and the dropdown menus. */
import { createSlotRecipeContext } from '@chakra-ui/react';

export const { withProvider, withContext } = createSlotRecipeContext({ key: 'navMenu' });
