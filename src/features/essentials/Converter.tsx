/**
 * The essentials pages' currency converter: an amount and two currencies, converted as typed at
 * the catalogue's dated rates, offline. It says the rates' date, and that they may be out of date
 * once they are more than 30 days old. Anything but a positive number shows no result, and no error.
 */
import { Box, Stack, Text, chakra, useRecipe } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { LabelledSelect } from '../../components/LabelledSelect';
import type { LocalCurrency } from '../../content/essentials/types';
import { useHydrated } from '../../lib/useHydrated';
import { formRecipes } from '../../theme/recipes/form';
import { convert, converterCurrencies, formatAmount, parseAmount, ratesAreStale, ratesDateLabel } from './convert';

export interface ConverterProps {
  readonly local: LocalCurrency;
}

export default function Converter({ local }: ConverterProps) {
  const id = useId();
  const currencies = useMemo(() => converterCurrencies(local), [local]);
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [fromCode, setFrom] = useState('USD');
  const [toCode, setTo] = useState(currencies[0]?.code ?? 'USD');
  const from = currencies.find((c) => c.code === fromCode);
  const to = currencies.find((c) => c.code === toCode);
  const amount = parseAmount(text);
  const options = currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
  const convertible = currencies.some((c) => c.code === local.code);
  // The forms' input recipe on a plain input: Chakra's Input would bring Ark's field code for a
  // field with no state of its own to share.
  const input = useRecipe({ recipe: formRecipes.input })();

  return (
    <Stack gap="4" maxW="xl" data-testid="converter">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'end' }}>
        <Box>
          <chakra.label htmlFor={`${id}-amount`} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
            Amount
          </chakra.label>
          <chakra.input id={`${id}-amount`} css={input} bg="bg.panel" inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.currentTarget.value)} maxW="40" />
        </Box>
        <LabelledSelect id={`${id}-from`} label="From" value={fromCode} options={options} onChange={setFrom} />
        <LabelledSelect id={`${id}-to`} label="To" value={toCode} options={options} onChange={setTo} />
      </Stack>
      <Text aria-live="polite" fontSize="xl" fontWeight="semibold" minH="8" data-testid="converter-result">
        {amount !== undefined && from && to ? `${formatAmount(amount)} ${from.code} ≈ ${formatAmount(convert(amount, from, to))} ${to.code}` : ''}
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid="converter-rates">
        At the mid-market rates of {ratesDateLabel()}
        {local.perInr !== undefined && `; the ${local.name} at its fixed ${local.perInr} per Indian rupee`}.
        {hydrated && ratesAreStale(new Date()) && ' These rates may be out of date.'}
      </Text>
      {!convertible && (
        <Text fontSize="sm" color="fg.muted">
          We have no dated rate for the {local.name} yet, so it is not in this converter; ask your specialist.
        </Text>
      )}
    </Stack>
  );
}
