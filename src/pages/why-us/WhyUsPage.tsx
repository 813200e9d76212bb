import { PageHeader } from '../../components/PageHeader';

export default function WhyUsPage() {
  return (
    <PageHeader
      eyebrow="Why Rasa Journeys"
      title="Travel With People Who Call These Lands Home"
      intro="Local experts, handpicked luxury stays, journeys shaped entirely around you, and a person to call at any hour."
    />
  );
}
