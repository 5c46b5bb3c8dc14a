import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SHOWN = 4;

/** ISO country codes (WW for the world); a long list shows its first few and the whole list on hover. */
export function Territories({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  if (codes.length === 0) return <>—</>;
  const names = codes.map((code) => (code === 'WW' ? t('catalogs.territories.world') : code));
  if (names.length <= SHOWN) return <>{names.join(', ')}</>;
  const rest = names.length - SHOWN;
  return (
    <Tooltip label={names.join(', ')} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text span size="inherit" tabIndex={0}>
        {names.slice(0, SHOWN).join(', ')} {t('catalogs.territories.more', { count: rest })}
      </Text>
    </Tooltip>
  );
}
