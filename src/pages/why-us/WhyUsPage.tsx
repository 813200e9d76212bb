/**
 * Why choose us: hero, four stats, eight feature cards with details, three testimonials, the
 * four-step process and a call to action.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BulletList } from '../../components/BulletList';
import { CtaBanner } from '../../components/CtaBanner';
import { Hero } from '../../components/Hero';
import { ButtonLink, onDarkOutline } from '../../components/links';
import { Section, SectionHeading } from '../../components/Section';
import { TestimonialCard } from '../../components/TestimonialCard';
import { paths } from '../../config/paths';
import { features, processSteps, stats, whyUsTestimonials } from '../../content/why-us';
import { indiaPhotos } from '../../content/photos/india';

export default function WhyUsPage() {
  return (
    <>
      <Hero
        photo={indiaPhotos.udaipurLakePichola}
        size="tall"
        eyebrow="Why Rasa Journeys"
        title="Travel With People Who Call These Lands Home"
        text="Local experts, handpicked luxury stays, journeys shaped entirely around you, and a person to call at any hour."
      />
      <Box as="section" aria-label="Rasa Journeys in numbers" bg="jade.900" color="white" py="12">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="8" maxW="6xl" mx="auto" px="6" textAlign="center">
          {stats.map((s) => (
            <Stack key={s.label} gap="1" flexDirection="column-reverse">
              <Text as="dt" fontSize="sm" letterSpacing="0.12em" textTransform="uppercase" color="jade.100">
                {s.label}
              </Text>
              <Text as="dd" fontFamily="heading" fontSize={{ base: '5xl', md: '6xl' }} fontWeight="600" lineHeight="1" color="brass.200">
                {s.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
      <Section aria-labelledby="features-heading">
        <SectionHeading id="features-heading" eyebrow="What sets us apart" title="The Rasa Journeys Difference" />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {features.map((f) => (
            <Stack key={f.title} as="article" gap="3" bg="bg.panel" p="7" borderRadius="l3" borderWidth="1px" borderColor="border.muted">
              <Heading as="h3" size="xl">
                {f.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {f.description}
              </Text>
              <Box fontSize="sm">
                <BulletList items={f.details} />
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section tone="sand" aria-labelledby="testimonials-heading">
        <SectionHeading id="testimonials-heading" eyebrow="In their words" title="What Our Travellers Say" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {whyUsTestimonials.map((t) => (
            <TestimonialCard key={t.author} testimonial={t} />
          ))}
        </SimpleGrid>
      </Section>
      <Section aria-labelledby="process-heading">
        <SectionHeading id="process-heading" eyebrow="How it works" title="Your Journey in Four Steps" />
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="8" listStyle="none">
          {processSteps.map((step, i) => (
            <Stack as="li" key={step.title} gap="3">
              <Text fontFamily="heading" fontSize="5xl" fontWeight="600" color="brass.600" lineHeight="1" aria-hidden>
                {String(i + 1).padStart(2, '0')}
              </Text>
              <Heading as="h3" size="xl">
                <Text as="span" srOnly>
                  Step {i + 1}:{' '}
                </Text>
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBanner
        title="Begin With a Conversation"
        text="Tell us how you like to travel. A specialist will reply within 24 hours with ideas shaped around you."
        actions={
          <>
            <ButtonLink href={paths.booking()} size="lg" colorPalette="brass">
              Book Your Journey
            </ButtonLink>
            <ButtonLink href={paths.contact()} size="lg" {...onDarkOutline}>
              Contact Us
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
