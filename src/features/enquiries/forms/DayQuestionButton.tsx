/**
 * 'Ask about this day' on a day of an itinerary: a button that opens a short question form about
 * that day (its date too, on a dated trip). The dialog and its sending code load on the first
 * click; pages load the button itself after start-up.
 */
import { Button } from '@chakra-ui/react';
import { MessageCircleQuestion } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/LoadFailure';
import { lazyComponent } from '../../../lib/load';

/** The day a question is about. */
export interface DayTopic {
  itineraryId: string;
  itineraryTitle: string;
  day: number;
  title: string;
  /** Where the day is spent ('Agra'); may be empty. */
  place: string;
  /** 'YYYY-MM-DD' and 'Mon 16 Mar 2027', on a dated trip. */
  date?: string;
  dateText?: string;
  travellers?: number;
}

const DayQuestionDialog = lazyComponent(() => import('./DayQuestionDialog'));

export default function DayQuestionButton({ topic }: { topic: DayTopic }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so what was typed survives closing and reopening.
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={ref}
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Ask about this day: day ${topic.day}${topic.dateText ? `, ${topic.dateText}` : ''}`}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MessageCircleQuestion aria-hidden /> Ask about this day
      </Button>
      {wanted && (
        <LoadFailure what="the question form">
          <Suspense fallback={null}>
            <DayQuestionDialog topic={topic} open={open} onClose={() => setOpen(false)} returnFocus={() => ref.current} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}
