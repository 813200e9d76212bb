/**
 * What came of an action the visitor asked for (an import, a document added), in a polite live
 * region that is always in the page, so a screen reader hears each new outcome.
 */
import { Box, Text } from '@chakra-ui/react';

export interface Outcome {
  readonly ok: boolean;
  readonly message: string;
}

export function OutcomeStatus({ outcome, testId }: { outcome: Outcome | undefined; testId: string }) {
  return (
    <Box role="status" aria-live="polite" data-testid={testId}>
      {outcome && (
        <Text color={outcome.ok ? 'jade.800' : 'red.700'} fontWeight="semibold" data-ok={String(outcome.ok)}>
          {outcome.message}
        </Text>
      )}
    </Box>
  );
}
