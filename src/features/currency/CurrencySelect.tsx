/**
 * The currency prices are shown in: a native select (light, and the platform's own picker on a
 * phone), with a note that converted prices are estimates at dated rates.
 */
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { LabelledSelect } from '../../components/LabelledSelect';
import { BASE_CURRENCY, CURRENCIES, isCurrencyCode } from '../../content/currencies';
import { ratesDateText } from './money';
import { setCurrency, useCurrency } from './useCurrency';

export default function CurrencySelect({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const id = useId();
  const currency = useCurrency();
  const select = useRef<HTMLSelectElement>(null);
  // A currency picked on the pre-rendered select (which shows US dollars) before it came alive.
  useEffect(() => {
    const picked = select.current?.value;
    if (picked !== BASE_CURRENCY && isCurrencyCode(picked)) setCurrency(picked);
  }, []);
  const dark = tone === 'dark';
  return (
    <Box>
      <LabelledSelect
        ref={select}
        id={id}
        label="Currency"
        tone={tone}
        value={currency}
        options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
        onChange={(value) => {
          if (isCurrencyCode(value)) setCurrency(value);
        }}
      />
      {currency !== BASE_CURRENCY && (
        <Text fontSize="xs" mt="1.5" color={dark ? 'jade.100' : 'fg.muted'} data-testid="rates-note">
          Approximate, at {ratesDateText()}; your specialist quotes the exact price.
        </Text>
      )}
    </Box>
  );
}
