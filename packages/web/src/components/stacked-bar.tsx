import { type MantineColor, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One part of a whole drawn by a `StackedBar`. */
export interface BarPart {
  key: string;
  /** What the part counts, as a reader says it ("matched"). */
  label: string;
  value: number;
  color: MantineColor;
}

/**
 * Parts of a whole side by side in one bar: a picture whose name says each part's share, not a row of
 * progress bars (Mantine's sections are each a progressbar, which a screen reader would read as three
 * tasks under way, none of them named).
 */
export function StackedBar({ label, parts }: { label: string; parts: readonly BarPart[] }) {
  const { i18n } = useTranslation();
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const share = (value: number) => (total === 0 ? 0 : value / total);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const described = parts.map((part) => `${part.label} ${percent.format(share(part.value))}`).join(', ');
  return (
    <Progress.Root role="img" aria-label={`${label}: ${described}`}>
      {parts.map((part) => (
        <Progress.Section key={part.key} value={share(part.value) * 100} color={part.color} withAria={false} />
      ))}
    </Progress.Root>
  );
}
