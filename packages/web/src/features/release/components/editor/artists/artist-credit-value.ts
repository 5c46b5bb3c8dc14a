import type { ArtistRole } from '@irama/contracts';

/** An artist credit as the release and track forms hold it (the contracts' artist reference). */
export interface ArtistCreditValue {
  artist_id: string | null;
  spotify_id: string | null;
  name: string | null;
  role: ArtistRole;
}
