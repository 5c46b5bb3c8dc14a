import { SWITCH_KEYS, type SwitchKey } from '@irama/contracts';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOpsSwitchesQuery } from './api/get-ops-switches.ts';
import { useUpdateSwitchMutation } from './api/update-switch.ts';
import { SwitchAudit } from './components/switch-audit.tsx';
import { SwitchCard } from './components/switch-card.tsx';

type Change = { key: SwitchKey; isOn: boolean };

/** /ops/switches (staff): turn the coming-soon features on or off for the whole portal, and who did so when. */
export default function OpsSwitchesPage() {
  const { t } = useTranslation();
  const switches = useOpsSwitchesQuery();
  const update = useUpdateSwitchMutation();
  // The change being confirmed stays set while the dialog fades out, so its text does not flip.
  const [change, setChange] = useState<Change>({ key: 'achievements', isOn: true });
  const [isAsking, setAsking] = useState(false);
  const name = t(`switches.features.${change.key}.name`);
  const verb = change.isOn ? 'on' : 'off';

  function handleToggle(key: SwitchKey, isOn: boolean) {
    setChange({ key, isOn });
    setAsking(true);
  }

  function handleConfirm() {
    update.mutate(change, {
      onSuccess: () => notifySuccess(t(`switches.done.${verb}`, { name })),
      onError: (error) => notifyError(t, t('switches.failed'), error),
      onSettled: () => setAsking(false),
    });
  }

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('switches.title')} subtitle={t('switches.subtitle')} />
      {switches.data ? (
        <>
          <Stack gap="sm">
            {SWITCH_KEYS.map((key) => (
              <SwitchCard key={key} switchKey={key} isOn={switches.data.switches[key]} onToggle={handleToggle} />
            ))}
          </Stack>
          <Stack gap="sm" component="section" aria-label={t('switches.audit.title')}>
            <Title order={2} size="h4">
              {t('switches.audit.title')}
            </Title>
            <SwitchAudit entries={switches.data.audit} />
          </Stack>
        </>
      ) : (
        <QueryState error={switches.error} />
      )}
      <ConfirmModal
        opened={isAsking}
        title={t(`switches.confirm.${verb}.title`, { name })}
        message={t(`switches.confirm.${verb}.message`, { name })}
        confirmLabel={t(`switches.confirm.${verb}.button`)}
        isDanger={!change.isOn}
        isPending={update.isPending}
        onConfirm={handleConfirm}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
