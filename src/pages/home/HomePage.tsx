/**
 * Home: the hero slideshow, Popular Destinations, Why Choose, testimonials and a closing banner.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HeartHandshake as LucideHeartHandshake, Leaf as LucideLeaf, Map as LucideMap, Sparkles as LucideSparkles } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { CtaBanner } from '../../components/CtaBanner';
import { island } from '../../components/island';
import { ButtonLink, onDarkOutline } from '../../components/links';
import { Section, SectionHeading } from '../../components/Section';
import { Slideshow } from '../../components/Slideshow';
import { TestimonialCard } from '../../components/TestimonialCard';
import { paths } from '../../config/paths';
import { heroSlides, homeTestimonials, whyChoose } from '../../content/home';

const HeartHandshake = lightIcon(LucideHeartHandshake);
const Leaf = lightIcon(LucideLeaf);
const Map = lightIcon(LucideMap);
const Sparkles = lightIcon(LucideSparkles);

/** Below the fold: pre-rendered, its code (and the places' summaries) loaded when it comes near the screen. */
const PopularDestinations = island(() => import('./PopularDestinations'), { what: 'the popular destinations', when: 'visible' });

/** A link to Today while a planned trip runs or is near: read from the device once the page is idle. */
const TripBanner = island(() => import('../../features/today/TripBanner'), { what: 'your trip', when: 'idle', placeholder: null });

const blurbIcons = [HeartHandshake, Map, Sparkles, Leaf];

export default function HomePage() {
  return (
    <>
      <Box position="relative">
        <TripBanner />
      </Box>
      <Slideshow
        label="Featured journeys"
        slides={heroSlides.map((s) => ({ photo: s.image, title: s.title, text: s.tagline }))}
        heading={
          <Heading as="h1" fontFamily="body" fontSize="sm" fontWeight="semibold" letterSpacing="0.18em" textTransform="uppercase" color="brass.200">
            Luxury journeys in India, Nepal, Bhutan &amp; Sri Lanka
          </Heading>
        }
        actions={
          <ButtonLink href={paths.booking()} size="xl" colorPalette="brass">
            Start Your Journey
          </ButtonLink>
        }
      />

      <Section aria-labelledby="popular-heading">
        <SectionHeading
          id="popular-heading"
          eyebrow="Where to go"
          title="Popular Destinations"
          intro="Six places our travellers return to again and again, each one a doorway to a wider journey."
        />
        <PopularDestinations />
      </Section>

      <Section tone="sand" aria-labelledby="why-heading">
        <SectionHeading id="why-heading" eyebrow="Our promise" title="Why Choose Rasa Journeys" />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {whyChoose.map((b, i) => {
            const Icon = blurbIcons[i % blurbIcons.length]!;
            return (
              <Stack key={b.title} gap="3" textAlign={{ base: 'left', lg: 'center' }} align={{ base: 'flex-start', lg: 'center' }}>
                <Box color="jade.700" bg="white" p="3" borderRadius="full" aria-hidden>
                  <Icon size={26} />
                </Box>
                <Heading as="h3" size="xl">
                  {b.title}
                </Heading>
                <Text color="fg.muted">{b.text}</Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Section>

      <Section aria-labelledby="testimonials-heading">
        <SectionHeading id="testimonials-heading" eyebrow="In their words" title="What Our Travellers Say" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {homeTestimonials.map((t) => (
            <TestimonialCard key={t.author} testimonial={t} />
          ))}
        </SimpleGrid>
      </Section>

      <CtaBanner
        title="Ready to Begin Your Journey?"
        text="Tell us how you like to travel and a specialist will shape a private journey around you, with a reply within 24 hours."
        actions={
          <>
            <ButtonLink href={paths.booking()} size="lg" colorPalette="brass">
              Book Your Trip
            </ButtonLink>
            <ButtonLink href={paths.contact()} size="lg" {...onDarkOutline}>
              Contact an Expert
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
