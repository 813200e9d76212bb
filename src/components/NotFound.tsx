/**
 * A not-found screen with a way back. Used for unknown URLs and, with their own words, for
 * unknown destinations and itineraries.
 */
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from './links';

export interface NotFoundProps {
  title?: string;
  text?: string;
  backLabel?: string;
  backHref?: string;
}

export function NotFound({
  title = 'Page Not Found',
  text = "The page you're looking for has moved or never existed.",
  backLabel = 'Back to Home',
  backHref = '/',
}: NotFoundProps) {
  return (
    <Container maxW="3xl" py={{ base: '24', md: '32' }} textAlign="center">
      <Stack gap="5" align="center">
        <Heading as="h1" size="4xl">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {text}
        </Text>
        <ButtonLink href={backHref} size="lg">
          {backLabel}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
