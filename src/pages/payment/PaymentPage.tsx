/**
 * Payment (a demo, said plainly): a sticky booking summary, the payment form, trust badges and a
 * support block.
 */
import { Box, Grid, Heading, HStack, Link, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { separatorRecipe } from '@chakra-ui/react/theme';
import { Headset as LucideHeadset, Lock as LucideLock, RotateCcw as LucideRotateCcw, ShieldCheck as LucideShieldCheck } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { island } from '../../components/island';
import { AppLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatMoney } from '../../features/currency/money';
import { formatDay } from '../../trip/dates';
import { DEMO_BOOKING } from '../../features/payments/payment';
import { retryWhenOnline } from '../../lib/load';

const Headset = lightIcon(LucideHeadset);
const Lock = lightIcon(LucideLock);
const RotateCcw = lightIcon(LucideRotateCcw);
const ShieldCheck = lightIcon(LucideShieldCheck);

const badges = [
  { icon: Lock, label: '256-bit SSL encryption' },
  { icon: ShieldCheck, label: 'PCI DSS compliant processing' },
  { icon: RotateCcw, label: 'Flexible cancellation' },
];

/**
 * The form, pre-rendered in full; its code loads after start-up, and what is typed or submitted
 * before it arrives is taken up then. A failed load is retried when the connection returns, the
 * pre-rendered form staying meanwhile, so nothing typed is lost.
 */
const PaymentFormCard = island(() => retryWhenOnline(async () => ({ default: (await import('../../features/payments/PaymentFormCard')).PaymentFormCard })), { what: 'the payment form' });

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : 'normal'} fontSize={strong ? 'lg' : 'sm'}>
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </HStack>
  );
}

export default function PaymentPage() {
  const b = DEMO_BOOKING;
  const [phone] = site.phones;
  return (
    <>
      <PageHeader eyebrow="Payment" title="Secure Payment" intro="Review your booking summary and complete your payment. Demo - no payment is taken." />
      <Section aria-label="Payment" width="6xl">
        <Grid templateColumns={{ base: '1fr', lg: '1.6fr 1fr' }} gap="10" alignItems="start">
          <Box bg="bg.panel" p={{ base: '6', md: '10' }} borderRadius="l3" borderWidth="1px" borderColor="border.muted">
            <PaymentFormCard />
          </Box>
          <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '88px' }}>
            <Stack as="section" aria-labelledby="summary-heading" gap="4" bg="bg.panel" p="7" borderRadius="l3" borderWidth="1px" borderColor="border.muted" data-testid="booking-summary">
              <Heading as="h2" id="summary-heading" size="2xl">
                Booking Summary
              </Heading>
              <Box>
                <Text fontFamily="heading" fontSize="xl" fontWeight="600">
                  {b.itinerary}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Booking {b.id} · {b.duration}
                </Text>
              </Box>
              <Stack as="dl" gap="2">
                <Row label="Travelers" value={String(b.travelers)} />
                <Row label="Start date" value={formatDay(b.startDate)} />
                <Row label="Destinations" value={b.destinations.join(', ')} />
              </Stack>
              <Separator recipe={separatorRecipe} />
              <Stack as="dl" gap="2">
                <Row label="Base price" value={formatMoney(b.breakdown.basePrice, 'USD')} />
                <Row label="Taxes" value={formatMoney(b.breakdown.taxes, 'USD')} />
                <Row label="Fees" value={formatMoney(b.breakdown.fees, 'USD')} />
              </Stack>
              <Separator recipe={separatorRecipe} />
              <Stack as="dl">
                <Row label="Total" value={formatMoney(b.totalAmount, 'USD')} strong />
              </Stack>
            </Stack>
            <SimpleGrid as="ul" listStyle="none" gap="3" aria-label="Payment security">
              {badges.map(({ icon: Icon, label }) => (
                <HStack as="li" key={label} gap="3" fontSize="sm">
                  <Box color="jade.700" aria-hidden>
                    <Icon size={20} />
                  </Box>
                  <Text>{label}</Text>
                </HStack>
              ))}
            </SimpleGrid>
            <Stack as="section" aria-labelledby="support-heading" gap="2" bg="bg.sand" p="6" borderRadius="l3">
              <HStack gap="2">
                <Headset size={20} aria-hidden />
                <Heading as="h2" id="support-heading" size="lg">
                  Need Help?
                </Heading>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                Questions about your booking or payment? <AppLink href={paths.contact({ inquiryType: 'existing', subject: `Payment for booking ${b.id}` })}>Contact us</AppLink>
                {phone && (
                  <>
                    {' '}
                    or call <Link href={`tel:${phone.tel}`}>{phone.display}</Link>
                  </>
                )}
                .
              </Text>
            </Stack>
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
