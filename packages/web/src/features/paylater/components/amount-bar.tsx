import { Progress } from '@mantine/core';
import { percentOf } from '../lib/percent.ts';

interface AmountBarProps {
  /** Whole rupiah of `total` done (used, repaid). */
  part: number;
  total: number;
  label: string;
  /** The figures as words, for screen readers. */
  valueText: string;
  color?: string | undefined;
  size?: 'sm' | 'lg';
}

/** An amount of rupiah against its total as a bar that names itself and its figures. */
export function AmountBar({ part, total, label, valueText, color, size = 'sm' }: AmountBarProps) {
  return (
    <Progress.Root
      size={size}
      radius="xl"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentOf(part, total)}
      aria-valuetext={valueText}
    >
      <Progress.Section value={percentOf(part, total)} color={color} withAria={false} />
    </Progress.Root>
  );
}
