import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';

/** "Data not found": the company has no published DSP period yet. */
export function NoReport() {
  const { t } = useTranslation();
  return (
    <ListEmpty title={t('dspreport.empty.title')} description={t('dspreport.empty.description')} descriptionMaw={480} />
  );
}
