/**
 * First steps for altitude sickness (the catalogue's src/content/altitudeSickness.ts), with their
 * sources (and, on request, what they say) and the plain statement that they are guidance, not
 * medical advice: on Help during a trip that goes above 2,500 m, loaded only then (HelpTripNote).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { altitudeFirstSteps } from '../../content/altitudeSickness';
import { FactSources } from '../essentials/FactSources';

export default function AltitudeFirstSteps({ highest }: { highest: string }) {
  const { steps, urgent, sources, checkedOn } = altitudeFirstSteps;
  return (
    <Box as="section" aria-labelledby="help-altitude" data-testid="help-altitude">
      <Heading as="h2" id="help-altitude" size={{ base: 'xl', md: '2xl' }} mb="2">
        Altitude sickness: first steps
      </Heading>
      <Text mb="3">
        Your trip sleeps as high as {highest}. A headache, feeling sick, dizziness or tiredness there can be altitude sickness:
      </Text>
      <Stack as="ol" ps="5" gap="1.5" listStyleType="decimal">
        {steps.map((step) => (
          <Box as="li" key={step}>
            {step}
          </Box>
        ))}
      </Stack>
      <Text mt="3" fontWeight="semibold" color="red.800">
        {urgent}
      </Text>
      <Text mt="3">Call us on the number below at any hour: your guide and we arrange the way down.</Text>
      <Text mt="2" fontWeight="semibold">
        This is guidance, not medical advice.
      </Text>
      <FactSources sources={sources} checkedOn={checkedOn} onPaper={false} />
    </Box>
  );
}
