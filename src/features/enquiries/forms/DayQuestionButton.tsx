/**
 * 'Ask about this day' on a day of an itinerary: a button that opens a short question form about
 * that day (its date too, on a dated trip). The dialog and its sending code load on the first
 * click; pages load the button itself after start-up.
 */
import { MessageCircleQuestion as LucideMessageCircleQuestion } from 'lucide-react';
import { lightIcon } from '../../../components/lightIcon';
import { DialogButton } from '../../../components/DialogButton';
import { island } from '../../../components/island';

const MessageCircleQuestion = lightIcon(LucideMessageCircleQuestion);

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

const DayQuestionDialog = island(() => import('./DayQuestionDialog'), { what: 'the question form', when: 'client' });

export default function DayQuestionButton({ topic }: { topic: DayTopic }) {
  return (
    <DialogButton
      size="sm"
      variant="outline"
      aria-label={`Ask about this day: day ${topic.day}${topic.dateText ? `, ${topic.dateText}` : ''}`}
      dialog={DayQuestionDialog}
      dialogProps={{ topic }}
    >
      <MessageCircleQuestion aria-hidden /> Ask about this day
    </DialogButton>
  );
}
