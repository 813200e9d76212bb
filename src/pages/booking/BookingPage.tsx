/**
 * Booking request: the four-step explainer, the request form and the benefits strip.
 */
import { Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock as LucideClock, Gem as LucideGem, Headset as LucideHeadset, ShieldCheck as LucideShieldCheck } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { island } from '../../components/island';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { retryWhenOnline } from '../../lib/load';

const Clock = lightIcon(LucideClock);
const Gem = lightIcon(LucideGem);
const Headset = lightIcon(LucideHeadset);
const ShieldCheck = lightIcon(LucideShieldCheck);

/**
 * The form, pre-rendered in full; its code loads after start-up, and what is typed or submitted
 * before it arrives is taken up then. A failed load is retried when the connection returns, the
 * pre-rendered form staying meanwhile, so nothing typed is lost.
 */
const BookingRequestForm = island(() => retryWhenOnline(async () => ({ default: (await import('../../features/enquiries/forms/BookingRequestForm')).BookingRequestForm })), { what: 'the booking form' });

const steps = [
  { title: 'Share Your Wishes', text: 'Tell us where, when and how you like to travel.' },
  { title: 'Receive Your Proposal', text: 'A specialist replies within 24 hours with a tailored plan.' },
  { title: 'Refine Together', text: 'We adjust the route, stays and pace until it feels right.' },
  { title: 'Travel in Style', text: 'Confirm, and we take care of every detail from arrival to farewell.' },
];

const benefits = [
  { icon: Clock, title: 'Reply Within 24 Hours', text: 'A real person, not an automated quote.' },
  { icon: Gem, title: 'Handpicked Luxury Stays', text: 'Palaces, lodges and retreats we know first-hand.' },
  { icon: Headset, title: '24/7 Support on the Road', text: 'One number to call, wherever you are.' },
  { icon: ShieldCheck, title: 'No Obligation', text: 'Your request is free and commits you to nothing.' },
];

export default function BookingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Booking"
        title="Book Your Dream Journey"
        intro="Tell us where and when you would like to travel. A travel expert will reply within 24 hours with a proposal shaped around you."
      />
      <Section aria-labelledby="how-heading" width="6xl">
        <Heading as="h2" id="how-heading" size="3xl" textAlign="center" mb="8">
          How It Works
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyle="none">
          {steps.map((s, i) => (
            <Stack as="li" key={s.title} gap="2" textAlign="center" align="center">
              <Box w="12" h="12" borderRadius="full" bg="jade.700" color="white" display="flex" alignItems="center" justifyContent="center" fontWeight="bold" aria-hidden>
                {i + 1}
              </Box>
              <Heading as="h3" size="lg">
                <Text as="span" srOnly>
                  Step {i + 1}:{' '}
                </Text>
                {s.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {s.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section tone="sand" aria-labelledby="form-heading" width="5xl">
        <Grid gap="6">
          <Heading as="h2" id="form-heading" size="3xl" textAlign="center">
            Your Journey Request
          </Heading>
          <BookingRequestForm />
        </Grid>
      </Section>
      <Section aria-label="Why book with us" width="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {benefits.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="2" align="center" textAlign="center">
              <Box color="brass.600" aria-hidden>
                <Icon size={28} />
              </Box>
              <Heading as="h3" size="md">
                {title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
