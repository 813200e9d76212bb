/**
 * Contact: four info cards, the message form beside a quick-contact card, the office map, a short
 * FAQ and a call to action to booking.
 */
import { Box, Grid, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock as LucideClock, Mail as LucideMail, MapPin as LucideMapPin, MessageCircle as LucideMessageCircle, Phone as LucidePhone } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import type { ReactNode } from 'react';
import { CtaBanner } from '../../components/CtaBanner';
import { FaqList } from '../../components/FaqList';
import { island } from '../../components/island';
import { ButtonLink, onDarkOutline } from '../../components/links';
import { MapView } from '../../components/MapView';
import { PageHeader } from '../../components/PageHeader';
import { Section, SectionHeading } from '../../components/Section';
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { faqs } from '../../content/faq';
import { retryWhenOnline } from '../../lib/load';

const Clock = lightIcon(LucideClock);
const Mail = lightIcon(LucideMail);
const MapPin = lightIcon(LucideMapPin);
const MessageCircle = lightIcon(LucideMessageCircle);
const Phone = lightIcon(LucidePhone);

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" bg="bg.panel" p="6" borderRadius="l3" borderWidth="1px" borderColor="border.muted">
      <Box color="brass.600" aria-hidden>
        {icon}
      </Box>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Stack gap="2" fontSize="sm" color="fg.muted" css={{ '& a': { display: 'inline-block', minHeight: '24px', lineHeight: '24px' } }}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * The form, pre-rendered in full; its code loads after start-up, and what is typed or submitted
 * before it arrives is taken up then. A failed load is retried when the connection returns, the
 * pre-rendered form staying meanwhile, so nothing typed is lost.
 */
const ContactMessageForm = island(() => retryWhenOnline(async () => ({ default: (await import('../../features/enquiries/forms/ContactMessageForm')).ContactMessageForm })), { what: 'the contact form' });

export default function ContactPage() {
  const [mainPhone] = site.phones;
  const [mainEmail] = site.emails;
  return (
    <>
      <PageHeader eyebrow="Contact" title="Speak to a Travel Expert" intro="Call, write or send us a message. We reply to every enquiry within 24 hours." />
      <Section aria-label="How to reach us" pb="0">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          <InfoCard icon={<Phone size={26} />} title="Phone">
            {site.phones.map((p) => (
              <Text key={p.tel}>
                {p.label}: <Link href={`tel:${p.tel}`}>{p.display}</Link>
              </Text>
            ))}
          </InfoCard>
          <InfoCard icon={<Mail size={26} />} title="Email">
            {site.emails.map((e) => (
              <Text key={e.address}>
                <Link href={`mailto:${e.address}`}>{e.address}</Link>
              </Text>
            ))}
          </InfoCard>
          <InfoCard icon={<MapPin size={26} />} title="Office">
            <Box as="address" fontStyle="normal">
              {site.address.lines.map((l) => (
                <Text key={l}>{l}</Text>
              ))}
            </Box>
          </InfoCard>
          <InfoCard icon={<Clock size={26} />} title="Business Hours">
            <Text>{site.hours.weekdays}</Text>
            <Text>{site.hours.weekend}</Text>
          </InfoCard>
        </SimpleGrid>
      </Section>
      <Section aria-labelledby="message-heading">
        <Grid templateColumns={{ base: '1fr', lg: '1.6fr 1fr' }} gap="10" alignItems="start">
          <Box bg="bg.panel" p={{ base: '6', md: '10' }} borderRadius="l3" borderWidth="1px" borderColor="border.muted">
            <Heading as="h2" id="message-heading" size="3xl" mb="6">
              Send Us a Message
            </Heading>
            <ContactMessageForm />
          </Box>
          <Stack as="section" aria-labelledby="quick-heading" gap="4" bg="jade.800" color="white" p="8" borderRadius="l3">
            <Box color="brass.200" aria-hidden>
              <MessageCircle size={28} />
            </Box>
            <Heading as="h2" id="quick-heading" size="2xl">
              Prefer to Talk?
            </Heading>
            <Text color="jade.100">Our specialists are happy to talk through ideas, dates and budgets, with no obligation.</Text>
            {mainPhone && (
              <Link href={`tel:${mainPhone.tel}`} color="white" fontWeight="semibold" fontSize="lg">
                {mainPhone.display}
              </Link>
            )}
            {mainEmail && (
              <Link href={`mailto:${mainEmail.address}`} color="brass.200">
                {mainEmail.address}
              </Link>
            )}
          </Stack>
        </Grid>
      </Section>
      <Section tone="sand" aria-labelledby="office-heading" width="6xl">
        <SectionHeading id="office-heading" eyebrow="Visit us" title="Our New Delhi Office" />
        <MapView
          lat={site.address.coordinates.lat}
          lng={site.address.coordinates.lng}
          title={site.brand}
          description={site.address.lines.join(', ')}
          apiKey={config.googleMapsApiKey}
        />
      </Section>
      <Section aria-labelledby="faq-heading" width="3xl">
        <SectionHeading id="faq-heading" eyebrow="Good to know" title="Frequently Asked Questions" />
        <FaqList name="faq" items={faqs} />
      </Section>
      <CtaBanner
        title="Ready to Plan Your Journey?"
        text="Send us your dates and wishes through the booking form and receive a tailored proposal within 24 hours."
        actions={
          <>
            <ButtonLink href={paths.booking()} size="lg" colorPalette="brass">
              Book Your Journey
            </ButtonLink>
            <ButtonLink href={paths.itineraries()} size="lg" {...onDarkOutline}>
              Browse Itineraries
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
