import { COMPANY_LOGO_MIN_SIDE, type CompanyProfile } from '@irama/contracts';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useUploadCompanyLogoMutation } from '../api/upload-company-logo.ts';
import { ImagePicker } from './image-picker.tsx';

/** Group and services (set by the distributor, read-only) and the company logo. */
export function CompanyOverview({ company, isOwner }: { company: CompanyProfile; isOwner: boolean }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const mutation = useUploadCompanyLogoMutation(setProgress);

  function handleUpload(file: File) {
    setProgress(0);
    mutation.mutate(file, {
      onSuccess: () => notifySuccess(t('profile.messages.logoUploaded')),
      onError: (error) => notifyError(t, t('profile.messages.logoFailed'), error),
    });
  }

  return (
    <SectionCard title={t('profile.company.overviewTitle')} description={t('profile.company.overviewDescription')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500}>
              {t('profile.company.group')}
            </Text>
            <Text>{t(`profile.company.groups.${company.group_name}`)}</Text>
          </div>
          <div>
            <Text size="sm" fw={500}>
              {t('profile.company.services')}
            </Text>
            <Group gap={6} mt={4}>
              {company.services.map((service) => (
                <Badge key={service} variant="light" radius="sm">
                  {t(`profile.company.serviceNames.${service}`)}
                </Badge>
              ))}
            </Group>
          </div>
        </Stack>
        <ImagePicker
          imageUrl={company.logo_url}
          fallback={company.company.charAt(0).toUpperCase()}
          minSide={COMPANY_LOGO_MIN_SIDE}
          buttonLabel={t('profile.company.logoChoose')}
          hint={t('profile.company.logoHint', { min: COMPANY_LOGO_MIN_SIDE })}
          isPending={mutation.isPending}
          progress={progress}
          error={mutation.error}
          disabled={!isOwner}
          onUpload={handleUpload}
          onReject={(reason) => notifyFailure(t('profile.messages.logoFailed'), reason)}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
