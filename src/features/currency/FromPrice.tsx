/** 'From $4,100 per person' in the visitor's currency. */
import { Text, type TextProps } from '@chakra-ui/react';
import { fromPriceText } from './money';
import { useCurrency } from './useCurrency';

export function FromPrice({ usd, ...props }: { usd: number } & TextProps) {
  const currency = useCurrency();
  return (
    <Text fontWeight="semibold" color="fg" data-testid="from-price" {...props}>
      {fromPriceText(usd, currency)}
    </Text>
  );
}
