import { PageHeader } from '../../components/PageHeader';

export default function GalleryPage() {
  return (
    <PageHeader
      eyebrow="Gallery"
      title="Moments From Our Journeys"
      intro="Palaces and temples, Himalayan peaks, tea hills and wildlife: a glimpse of India, Nepal, Bhutan and Sri Lanka."
    />
  );
}
