import { ThemeIcon } from '@mantine/core';
import { IconDisc } from '@tabler/icons-react';

/**
 * The cover slot of a release row. Release files are kept private on the server (no URL to show
 * them), so the row shows a disc mark; the cover's facts are on the release itself.
 */
export function ReleaseCover({ size = 48 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="light" color="gray" aria-hidden>
      <IconDisc size={size * 0.55} stroke={1.5} />
    </ThemeIcon>
  );
}
