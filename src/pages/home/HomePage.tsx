import { PageHeader } from '../../components/PageHeader';
import { ButtonLink } from '../../components/links';
import { paths } from '../../config/paths';

export default function HomePage() {
  return (
    <PageHeader
      eyebrow="India · Nepal · Bhutan · Sri Lanka"
      title="Journeys Crafted Around You"
      intro="Private, tailor-made luxury travel across South Asia, with 24/7 personal support, itineraries crafted by local experts, handpicked luxury stays and a commitment to responsible tourism."
    >
      <ButtonLink href={paths.booking()} size="lg" mt="8">
        Start Your Journey
      </ButtonLink>
    </PageHeader>
  );
}
