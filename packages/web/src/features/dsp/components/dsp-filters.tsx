import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WindowSelect } from '../../../components/analytics/window-select.tsx';
import { platformName } from '../../../lib/platform-name.ts';

/** The store the trends are narrowed to (`?platform=`), or null for all of them. */
export function usePlatformParam(): [string | null, (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const platform = params.get('platform');
  function setPlatform(next: string | null) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('platform', next);
        else updated.delete('platform');
        return updated;
      },
      { replace: true },
    );
  }
  return [platform || null, setPlatform];
}

/** The period, and the store for the trends (all stores by default). */
export function DspFilters({ platforms }: { platforms: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const [platform, setPlatform] = usePlatformParam();
  const options = [
    { value: '', label: t('dsp.filters.allPlatforms') },
    ...(platforms ?? []).map((value) => ({ value, label: platformName(value) })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <WindowSelect />
      <Select
        label={t('dsp.filters.platform')}
        data={options}
        value={platform ?? ''}
        onChange={(next) => setPlatform(next || null)}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
