import type { Language } from '@irama/contracts';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBrush,
  IconCheck,
  IconChevronDown,
  IconHistory,
  IconLanguage,
  IconLogout,
  IconMap,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTour } from '../../../components/tour/tour-context.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useTypeAhead } from '../hooks/use-type-ahead.ts';

const LANGUAGE_OPTIONS: { language: Language; label: string }[] = [
  { language: 'en', label: 'English' },
  { language: 'id', label: 'Indonesia' },
];

/** SPEC §2 profile menu: Pengaturan, Change Log, the language switch, the tour replay and Keluar. */
export function ProfileMenu() {
  const { t, i18n } = useTranslation();
  const { me, signOut, changeLanguage } = useSession();
  const { startTour } = useTour();
  const handleKeyDown = useTypeAhead<HTMLDivElement>();
  const name = me ? `${me.user.firstname} ${me.user.lastname}`.trim() : '';
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
      // Mantine's focus placeholder is a role="presentation" child, which a role="menu" may not hold.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={t('layout.profileMenu.open')} data-tour="profile-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar src={me?.user.profile_image_url ?? null} alt="" color="brand" radius="xl" size={34}>
              {initials}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={handleKeyDown}>
        {me && (
          <Menu.Label>
            <Text size="sm" fw={600} c="dark" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {me.user.email}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/profile" leftSection={<IconSettings size={16} />}>
          {t('layout.profileMenu.settings')}
        </Menu.Item>
        {me?.company.is_sub_aggregator && (
          <Menu.Item component={Link} to="/sub-aggregator" leftSection={<IconBrush size={16} />}>
            {t('layout.profileMenu.subAggregator')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/changelog" leftSection={<IconHistory size={16} />}>
          {t('layout.profileMenu.changelog')}
        </Menu.Item>
        <Menu.Item leftSection={<IconMap size={16} />} onClick={startTour}>
          {t('layout.profileMenu.tour')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>
          <Group gap={6} data-tour="language-switch">
            <IconLanguage size={14} aria-hidden />
            {t('layout.profileMenu.language')}
          </Group>
        </Menu.Label>
        {LANGUAGE_OPTIONS.map((option) => (
          <Menu.Item
            key={option.language}
            lang={option.language}
            onClick={() => changeLanguage(option.language)}
            rightSection={i18n.language === option.language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={i18n.language === option.language ? 'true' : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          // Shade 8: the default red (shade 6) reads at 3.3:1 on white.
          color="red.8"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
        >
          {t('layout.profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
