import { Stack } from '@mantine/core';
import { IconBuilding, IconShieldLock, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { PageTabs } from '../../components/page-tabs.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { AccountTab } from './components/account-tab.tsx';
import { AdminsTab } from './components/admins-tab.tsx';
import { CompanyTab } from './components/company-tab.tsx';
import { NetworkplaceTab } from './components/networkplace-tab.tsx';

const TABS = ['account', 'company', 'networkplace', 'admins'] as const;
type ProfileTab = (typeof TABS)[number];

function isProfileTab(value: string | null): value is ProfileTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** /profile (SPEC §2): account, company, Networkplace and, for the owner, admin settings; the tab is in the URL. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  const isOwner = me?.user.role === 'owner';
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) && (requested !== 'admins' || isOwner) ? requested : 'account';

  function handleTabChange(value: string | null) {
    if (isProfileTab(value)) setParams({ tab: value }, { replace: true });
  }

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <PageTabs
        value={tab}
        onChange={handleTabChange}
        tabs={[
          { value: 'account', icon: IconUser, label: t('profile.tabs.account'), panel: <AccountTab /> },
          {
            value: 'company',
            icon: IconBuilding,
            label: t('profile.tabs.company'),
            panel: <CompanyTab isOwner={isOwner} />,
          },
          {
            value: 'networkplace',
            icon: IconUsersGroup,
            label: t('profile.tabs.networkplace'),
            panel: <NetworkplaceTab />,
          },
          ...(isOwner
            ? [{ value: 'admins', icon: IconShieldLock, label: t('profile.tabs.admins'), panel: <AdminsTab /> }]
            : []),
        ]}
      />
    </Stack>
  );
}
