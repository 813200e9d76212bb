/**
 * A row of stars announced as one phrase ("5 out of 5 stars").
 */
import { HStack } from '@chakra-ui/react';
import { Star as LucideStar } from 'lucide-react';
import { lightIcon } from './lightIcon';

const Star = lightIcon(LucideStar);

export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <HStack gap="1" role="img" aria-label={`${rating} out of ${max} stars`} color="brass.500">
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} size={18} aria-hidden fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}
