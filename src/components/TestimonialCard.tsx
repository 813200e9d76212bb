/**
 * A traveller's quote with its star rating, author, home country and trip.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Testimonial } from '../content/types';
import { StarRating } from './StarRating';

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Stack as="figure" gap="4" bg="bg.panel" p="7" borderRadius="l3" borderWidth="1px" borderColor="border.muted" h="full">
      <StarRating rating={t.rating} />
      <Text as="blockquote" fontFamily="heading" fontSize="xl" lineHeight="1.4" flex="1">
        “{t.quote}”
      </Text>
      <Text as="figcaption" fontSize="sm" color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">
          {t.author}
        </Text>
        , {t.location} · {t.trip}
      </Text>
    </Stack>
  );
}
