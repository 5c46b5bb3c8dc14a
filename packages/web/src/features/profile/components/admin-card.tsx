import { ADMIN_SWITCHES, type AdminAccount, type AdminSwitch } from '@irama/contracts';
import { ActionIcon, Badge, Group, Menu, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SWITCH_LABEL_KEYS } from './admin-switch-labels.ts';

export type AdminAction = 'edit' | 'password' | 'toggle-disabled' | 'delete';

interface AdminCardProps {
  admin: AdminAccount;
  isSaving: boolean;
  onSwitch: (key: AdminSwitch, isOn: boolean) => void;
  onAction: (action: AdminAction) => void;
}

/** One account of the company: who, its state, its feature switches and what the owner can do. */
export function AdminCard({ admin, isSaving, onSwitch, onAction }: AdminCardProps) {
  const { t } = useTranslation();
  const isOwner = admin.role === 'owner';
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={admin.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600}>{admin.name}</Text>
              <Badge variant="light" radius="sm" color={isOwner ? 'brand' : 'gray'}>
                {t(isOwner ? 'profile.admins.roleOwner' : 'profile.admins.roleAdmin')}
              </Badge>
              {admin.is_disabled && (
                <Badge variant="light" radius="sm" color="red">
                  {t('profile.admins.disabled')}
                </Badge>
              )}
              {admin.is_invitation_pending && (
                <Badge variant="light" radius="sm" color="yellow">
                  {t('profile.admins.invitationPending')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {admin.email}
            </Text>
          </div>
          {!isOwner && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('profile.admins.actionsFor', { name: admin.name })}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('edit')}>
                  {t('profile.admins.edit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconKey size={16} />} onClick={() => onAction('password')}>
                  {t('profile.admins.setPassword')}
                </Menu.Item>
                <Menu.Item
                  leftSection={admin.is_disabled ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
                  onClick={() => onAction('toggle-disabled')}
                >
                  {t(admin.is_disabled ? 'profile.admins.enable' : 'profile.admins.disable')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete')}>
                  {t('profile.admins.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
          {ADMIN_SWITCHES.map((key) => (
            <Switch
              key={key}
              label={t(SWITCH_LABEL_KEYS[key])}
              checked={admin.switches[key]}
              disabled={isOwner || isSaving}
              onChange={(event) => onSwitch(key, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
        {isOwner && (
          <Text size="xs" c="dimmed">
            {t('profile.admins.ownerHasAll')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
