/**
 * The vetted stock photos of Bhutan that lists and cards show (see photo.ts); those only a
 * place's own page shows are in bhutan-details.ts.
 */
import type { PhotoInfo } from './photo';

export const bhutanPhotos = {
  bhutan: { id: 'photo-1544811096-89a14f806d55', subject: 'Bhutan', alt: 'A dzong in the green valleys of Bhutan', color: '#71845e' },
  bhutan2: { id: 'photo-1617469165786-8007eda3caa7', subject: 'Bhutan', alt: 'Bhutanese temple architecture in a mountain setting', color: '#76865f' },
  bhutan3: { id: 'photo-1578556881786-851d4b79cb73', subject: 'Bhutan', alt: 'A Himalayan valley in Bhutan', color: '#6f8260' },
  bhutan7: { id: 'photo-1598868660517-a43a3af404c2', subject: 'Bhutan', alt: 'Bhutanese landscape with prayer flags', color: '#7b8966' },
} as const satisfies Record<string, PhotoInfo>;
