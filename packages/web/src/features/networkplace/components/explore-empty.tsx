import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { PROFILE_SETUP_PATH } from './setup-banner.tsx';

interface ExploreEmptyProps {
  /** The caller has no profile yet: explore needs one first. */
  needsProfile: boolean;
  isFiltered: boolean;
  onClearFilters: () => void;
}

/** Explore with nothing to show: says why, and leads to what would change it. */
export function ExploreEmpty({ needsProfile, isFiltered, onClearFilters }: ExploreEmptyProps) {
  const { t } = useTranslation();
  if (needsProfile) {
    return (
      <ListEmpty
        title={t('networkplace.empty.noProfile.title')}
        description={t('networkplace.empty.noProfile.description')}
        descriptionMaw={520}
        action={
          <Button component={Link} to={PROFILE_SETUP_PATH} mt="md">
            {t('networkplace.setup.action')}
          </Button>
        }
      />
    );
  }
  if (isFiltered) {
    return (
      <ListEmpty
        title={t('networkplace.empty.noMatch.title')}
        description={t('networkplace.empty.noMatch.description')}
        descriptionMaw={520}
        action={
          <Button variant="light" mt="md" onClick={onClearFilters}>
            {t('networkplace.empty.noMatch.clear')}
          </Button>
        }
      />
    );
  }
  return (
    <ListEmpty
      title={t('networkplace.empty.nobody.title')}
      description={t('networkplace.empty.nobody.description')}
      descriptionMaw={520}
    />
  );
}
