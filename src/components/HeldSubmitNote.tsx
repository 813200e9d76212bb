/**
 * What a pre-rendered form says about a submit made before the app had started (useForm holds
 * the rule): that it will go as soon as the page has loaded, or, if the app has not come, that
 * nothing has gone yet and how else to reach us. The page template's script marks the form
 * (data-held) before any of the app's code is here, so both texts are in the page from the start
 * and shown by the mark alone; the status region announces the one that appears. It takes no room
 * until then: place it last in the form.
 */
import { Box, Text } from '@chakra-ui/react';
import { site, supportEmail } from '../config/site';
import { HELD_ATTRIBUTE } from './useForm';

export interface HeldSubmitNoteProps {
  /** What the form sends: 'message', 'booking request', 'payment'. */
  what: string;
  /** What happens to it: 'sent', 'processed'. */
  done?: string;
}

export function HeldSubmitNote({ what, done = 'sent' }: HeldSubmitNoteProps) {
  return (
    <Box
      role="status"
      textStyle="sm"
      css={{
        '& > p': { display: 'none' },
        [`form[${HELD_ATTRIBUTE}=""] & > [data-when="held"]`]: { display: 'block' },
        [`form[${HELD_ATTRIBUTE}="stalled"] & > [data-when="stalled"]`]: { display: 'block' },
      }}
    >
      <Text data-when="held" mt="5" color="jade.800" bg="jade.50" px="4" py="3" borderRadius="l2">
        Your {what} will be {done} as soon as this page has finished loading.
      </Text>
      <Text data-when="stalled" mt="5" color="red.800" bg="red.50" px="4" py="3" borderRadius="l2">
        This page has not finished loading, so your {what} has not been {done} yet. What you typed is still here: check your connection and press the
        button again, or write to us at {supportEmail} or call {site.phones[0].display}.
      </Text>
    </Box>
  );
}
