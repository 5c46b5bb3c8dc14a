import { ANALYTICS_WINDOWS, type AnalyticsWindow } from '@irama/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const DEFAULT_WINDOW: AnalyticsWindow = 'last_28_days';

const isWindow = (value: string | null): value is AnalyticsWindow =>
  (ANALYTICS_WINDOWS as readonly (string | null)[]).includes(value);

/**
 * The analytics period kept in the URL (`?periode=`), so reload and a shared link show the same days;
 * anything unknown reads as the last 28 days, the server's default too.
 */
export function useAnalyticsWindow(): [AnalyticsWindow, (next: AnalyticsWindow) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('periode');
  const window = isWindow(raw) ? raw : DEFAULT_WINDOW;
  function setWindow(next: AnalyticsWindow) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_WINDOW) updated.delete('periode');
        else updated.set('periode', next);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }
  return [window, setWindow];
}

type WindowSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'>;

/** Picks one of the five analytics periods (last 7, 28 or 60 days, this month, last month), in the URL. */
export function WindowSelect(props: WindowSelectProps) {
  const { t } = useTranslation();
  const [window, setWindow] = useAnalyticsWindow();
  return (
    <Select
      label={t('analyticsUi.window.label')}
      data={ANALYTICS_WINDOWS.map((value) => ({ value, label: t(`analyticsUi.window.${value}`) }))}
      value={window}
      onChange={(next) => isWindow(next) && setWindow(next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      {...props}
    />
  );
}
