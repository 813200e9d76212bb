import { PageHeader } from '../../components/PageHeader';

export default function PaymentPage() {
  return (
    <PageHeader
      eyebrow="Payment"
      title="Secure Payment"
      intro="Review your booking summary and complete your payment. Demo - no payment is taken."
    />
  );
}
