import { WHITELABEL_MAX_HOSTS } from '@irama/contracts';
import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface HostsInputProps {
  value: string[];
  /** Message keys by host index (client or server), plus a list-wide one. */
  errors: { byIndex: Record<number, string>; list?: string };
  onChange: (hosts: string[]) => void;
}

/** The hosts whose login page shows this branding, one tag each. */
export function HostsInput({ value, errors, onChange }: HostsInputProps) {
  const { t } = useTranslation();
  const messages = [
    ...(errors.list ? [t(errors.list)] : []),
    ...Object.entries(errors.byIndex).map(([index, key]) => `${value[Number(index)] ?? ''}: ${t(key)}`),
  ];
  return (
    <TagsInput
      label={t('whitelabel.fields.hosts')}
      description={t('whitelabel.fields.hostsHint', { max: WHITELABEL_MAX_HOSTS })}
      placeholder={t('whitelabel.fields.hostsPlaceholder')}
      value={value}
      onChange={(hosts) => onChange(hosts.map((host) => host.trim().toLowerCase()))}
      maxTags={WHITELABEL_MAX_HOSTS}
      splitChars={[',', ' ']}
      clearable
      error={messages.length > 0 ? messages.join(' · ') : undefined}
    />
  );
}
