/**
 * "Add to my calendar" for a kept booked trip: one .ics file with the days and, at their instants,
 * the flights and pick-ups with their alarms, and Before you go's reminders (calendarFile.ts).
 * The calendar code, the ics package and
 * the day plan load on the tap: the trip's page carries none of them.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/toaster';
import { itineraryDetails } from '../../content/itineraryDetails';
import type { BookedTrip } from '../../trip/booking';

export function AddToCalendar({ trip }: { trip: BookedTrip }) {
  const [making, setMaking] = useState(false);
  const add = async () => {
    setMaking(true);
    try {
      const [{ bookedCalendarFile }, { downloadText }, itinerary] = await Promise.all([import('./calendarFile'), import('../journeys/share'), itineraryDetails.load(trip.itineraryId)]);
      if (!itinerary) throw new Error('no itinerary');
      const file = await bookedCalendarFile(trip, itinerary);
      downloadText(file.name, file.text, 'text/calendar;charset=utf-8');
    } catch {
      notify({ title: 'Calendar file not made', description: 'We could not make the calendar file on this device. Please try again.', status: 'error' });
    } finally {
      setMaking(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void add()} loading={making}>
      Add to my calendar
    </Button>
  );
}
