import { useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventData, Joyride, STATUS, type Step } from 'react-joyride';
import type { TourDefinition } from './tour-types.ts';

function isVisible(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

interface TourRunnerProps {
  tour: TourDefinition;
  onFinish: (tourId: string) => void;
}

/** Plays one tour with react-joyride v3; a step whose target is off screen is shown centred. */
export default function TourRunner({ tour, onFinish }: TourRunnerProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const primary = theme.colors.brand?.[7] ?? theme.black;

  const steps = useMemo<Step[]>(
    () =>
      tour.steps.map((step) => {
        const isShown = step.placement !== 'center' && isVisible(step.target);
        return {
          target: isShown ? step.target : 'body',
          placement: isShown ? (step.placement ?? 'auto') : 'center',
          title: t(step.titleKey),
          content: t(step.contentKey),
        };
      }),
    [tour, t],
  );

  function handleEvent(data: EventData) {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) onFinish(tour.id);
  }

  return (
    <Joyride
      run
      continuous
      steps={steps}
      onEvent={handleEvent}
      scrollToFirstStep
      options={{
        primaryColor: primary,
        textColor: theme.colors.dark[7],
        zIndex: 1000,
        showProgress: true,
        skipBeacon: true,
        buttons: ['back', 'close', 'primary', 'skip'],
        closeButtonAction: 'skip',
        width: 360,
      }}
      locale={{
        back: t('tour.back'),
        close: t('tour.close'),
        last: t('tour.last'),
        next: t('tour.next'),
        nextWithProgress: t('tour.nextWithProgress'),
        open: t('tour.open'),
        skip: t('tour.skip'),
      }}
    />
  );
}
