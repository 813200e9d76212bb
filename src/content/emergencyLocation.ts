/**
 * What an Android phone does on its own on a call to an emergency number where Android's
 * Emergency Location Service (ELS) is live: it works out its position and sends it to the
 * emergency services with the call. Help says it in one line beside 112 (pages/help/
 * EmergencyNumbers), so a traveller knows that calling is enough there and that the police and an
 * ambulance are reached by a call, never by the site's text. Read from Google's own pages; whether
 * ELS is live in a given country they do not say, so neither does the line. To change it, read the
 * sources again, then change the text, the quotes and `checkedOn` together.
 */
import type { FactSource } from './checked';

export interface EmergencyLocationFact {
  readonly text: string;
  /** The numbers beside which the line is said. */
  readonly numbers: readonly string[];
  readonly sources: readonly [FactSource, ...FactSource[]];
  readonly checkedOn: string;
}

export const androidEmergencyLocation: EmergencyLocationFact = {
  text: 'On an Android phone, where Android’s Emergency Location Service is live, a call to 112 makes the phone work out its own position and send it to the emergency services by itself.',
  numbers: ['112'],
  sources: [
    {
      publisher: 'Google Crisis Response: Android Emergency Location Service, how it works',
      url: 'https://crisisresponse.google/emergencylocationservice/how-it-works/',
      quote:
        'With ELS, when a user contacts a configured emergency number from a handset, the device automatically activates ELS to send location information. … Location is computed locally on the handset and sent directly to an endpoint maintained by the ELS partner; Google does not get the emergency location.',
    },
    {
      publisher: 'Google for Developers: Android Emergency Location Service, overview',
      url: 'https://developers.google.com/android/els/fundamentals',
      quote:
        'Emergency Location Service (ELS) is a service running in most of Android devices that, in general: Recognizes when a user starts an emergency call or emergency SMS using their mobile phone. Computes the location data from the Fused Location Provider … Sends the information directly to an endpoint or endpoints set up by the partner.',
    },
  ],
  checkedOn: '2026-12-07',
};
