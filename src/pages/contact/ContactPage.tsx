import { PageHeader } from '../../components/PageHeader';

export default function ContactPage() {
  return (
    <PageHeader
      eyebrow="Contact"
      title="Speak to a Travel Expert"
      intro="Call, write or send us a message. We reply to every enquiry within 24 hours."
    />
  );
}
