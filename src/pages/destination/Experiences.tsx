/**
 * A place's Unique Experiences, each a card with its photo and a Book Experience button: below the
 * fold, so the cards' code loads after start-up.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { ImageCard } from '../../components/ImageCard';
import type { Experience } from '../../content/types';
import { ExpertRequestButton } from '../../features/enquiries/forms/ExpertRequestButton';

export interface ExperiencesProps {
  experiences: readonly Experience[];
  /** 'Agra, India', for the request. */
  placeName: string;
}

export default function Experiences({ experiences, placeName }: ExperiencesProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: experiences.length > 3 ? 4 : 3 }} gap="6">
      {experiences.map((e) => (
        <ImageCard
          key={e.title}
          photo={e.image}
          badge={e.duration}
          title={e.title}
          text={e.description}
          lines={5}
          sizes="(min-width: 62em) 25vw, (min-width: 48em) 50vw, 100vw"
          actions={
            <ExpertRequestButton request={{ placeName, experience: { title: e.title, duration: e.duration } }} size="sm" aria-label={`Book Experience: ${e.title}`}>
              Book Experience
            </ExpertRequestButton>
          }
        />
      ))}
    </SimpleGrid>
  );
}
