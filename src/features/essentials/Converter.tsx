/**
 * The essentials pages' currency converter: an amount and two currencies, converted as typed at
 * the catalogue's dated rates, offline. It says the rates' date, and that they may be out of date
 * once they are more than 30 days old. Anything but a positive number shows no result, and no error.
 */
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { LocalCurrency } from '../../content/essentials/types';
import { useHydrated } from '../../lib/useHydrated';
import { convert, converterCurrencies, formatAmount, parseAmount, ratesAreStale, ratesDateLabel } from './convert';

export interface ConverterProps {
  readonly local: LocalCurrency;
}

/**
 * Plain fields drawn here rather than with the form recipes or LabelledSelect: one more chunk
 * importing those would move them into the chunk every page shares (vite.config's 'shared' group).
 */
const field = { h: '10', px: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md', bg: 'bg.panel', fontSize: 'md', _focusVisible: { outline: '2px solid', outlineColor: 'jade.600', outlineOffset: '1px' } } as const;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}

function CurrencyField({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label}>
      <chakra.select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...field} pe="8">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </Field>
  );
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

  return (
    <Stack gap="4" maxW="xl" data-testid="converter">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'end' }}>
        <Field id={`${id}-amount`} label="Amount">
          <chakra.input id={`${id}-amount`} {...field} inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.currentTarget.value)} maxW="40" />
        </Field>
        <CurrencyField id={`${id}-from`} label="From" value={fromCode} options={options} onChange={setFrom} />
        <CurrencyField id={`${id}-to`} label="To" value={toCode} options={options} onChange={setTo} />
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
