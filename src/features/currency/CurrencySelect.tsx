/**
 * The currency prices are shown in: a native select (light, and the platform's own picker on a
 * phone), with a note that converted prices are estimates at dated rates.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
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
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5" color={dark ? 'jade.100' : 'fg'}>
        Currency
      </chakra.label>
      <chakra.select
        ref={select}
        id={id}
        value={currency}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isCurrencyCode(value)) setCurrency(value);
        }}
        minH="10"
        px="3"
        borderRadius="md"
        borderWidth="1px"
        borderColor={dark ? 'jade.600' : 'border'}
        bg={dark ? 'jade.800' : 'bg.panel'}
        color={dark ? 'white' : 'fg'}
        fontSize="sm"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: dark ? 'brass.200' : 'jade.500', outlineOffset: '2px' }}
      >
        {CURRENCIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} · {c.name}
          </option>
        ))}
      </chakra.select>
      {currency !== BASE_CURRENCY && (
        <Text fontSize="xs" mt="1.5" color={dark ? 'jade.100' : 'fg.muted'} data-testid="rates-note">
          Approximate, at {ratesDateText()}; your specialist quotes the exact price.
        </Text>
      )}
    </Box>
  );
}
