import { Button } from '@mantine/core';

interface Decision {
  label: string;
  /** Names the row, so a screen reader going down the table hears which one each button decides. */
  ariaLabel: string;
  onClick: () => void;
}

/** A waiting row's two answers, side by side in the caller's group: go ahead, or refuse (in red). */
export function DecisionButtons({ accept, refuse }: { accept: Decision; refuse: Decision }) {
  return (
    <>
      <Button size="compact-sm" onClick={accept.onClick} aria-label={accept.ariaLabel}>
        {accept.label}
      </Button>
      <Button size="compact-sm" variant="light" color="red" onClick={refuse.onClick} aria-label={refuse.ariaLabel}>
        {refuse.label}
      </Button>
    </>
  );
}
