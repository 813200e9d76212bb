import { PageHeader } from '../../components/PageHeader';

export default function BookingPage() {
  return (
    <PageHeader
      eyebrow="Booking"
      title="Book Your Dream Journey"
      intro="Tell us where and when you would like to travel. A travel expert will reply within 24 hours with a proposal shaped around you."
    />
  );
}
