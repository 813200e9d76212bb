/**
 * The desk's page: a small header (the brand, what this is) and the desk, whose code (the form, the
 * draft, the catalogue's itineraries) loads right after the page has rendered, so the header paints
 * with React and Chakra alone. The page is marked interactive (lib/pageRoot's data-interactive,
 * which the tests and the script census wait for) once the desk has rendered.
 */
import { Box, ChakraProvider, Container, Heading, Link, Text, useRecipe, type SystemContext } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useEffect } from 'react';
import { island } from '../components/island';
import { Opening } from '../components/Opening';
import { site } from '../config/site';
import { pageHydrated } from '../lib/readiness';

const Desk = island(() => import('./Desk'), { what: 'the desk', when: 'client', placeholder: <Opening what="the desk" /> });

function DeskHeader() {
  const eyebrow = useRecipe({ key: 'eyebrow' });
  return (
    <Box as="header" bg="sand" borderBottomWidth="1px" borderColor="blackAlpha.100" py={{ base: '8', md: '12' }}>
      <Container maxW="5xl">
        <Link href="/" fontFamily="heading" fontSize="2xl" fontWeight="600" color="jade.800" letterSpacing="0.01em" _hover={{ textDecoration: 'none' }}>
          {site.brand}
        </Link>
        <Text css={eyebrow({ tone: 'default' })} mt={{ base: '6', md: '8' }} mb="3">
          For Rasa Journeys specialists
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          Specialist&apos;s Desk
        </Heading>
        <Text mt="4" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          Make the trip we booked from its itinerary, then send it to the traveller, signed with the agency&apos;s key: a link, a file for an e-mail, and a QR code.
        </Text>
      </Container>
    </Box>
  );
}

function DeskMain() {
  // Rendered: the page is interactive once the desk's island has run too (lib/readiness).
  useEffect(pageHydrated, []);
  return (
    <Box as="main" aria-label="The desk" py={{ base: '8', md: '12' }}>
      <Container maxW="5xl">
        <Desk />
      </Container>
    </Box>
  );
}

export function DeskApp({ cache, system }: { cache: EmotionCache; system: SystemContext }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <DeskHeader />
        <DeskMain />
      </ChakraProvider>
    </CacheProvider>
  );
}
