import type { Conversation } from '@irama/contracts';
import { Avatar } from '@mantine/core';

/** The other party's photo, or their initials. */
export function PartyAvatar({ party, size = 40 }: { party: Conversation['other']; size?: number }) {
  return <Avatar src={party.photo_url} size={size} radius="xl" color="initials" name={party.display_name} alt="" />;
}
