import { useTranslation } from 'react-i18next';
import { QueryDrawer } from '../../../components/query-drawer.tsx';
import { useItemQuery } from '../api/get-item.ts';
import { useRequestQuery } from '../api/get-request.ts';
import { ItemDetail } from './item-detail.tsx';
import { RequestDetail } from './request-detail.tsx';

interface MusicbankDrawersProps {
  itemId: number | null;
  requestId: number | null;
  onOpenItem: (itemId: number | null) => void;
  onOpenRequest: (requestId: number | null) => void;
}

/** The song of `?item=` and the request of `?request=`, each in a drawer over the lists. */
export function MusicbankDrawers({ itemId, requestId, onOpenItem, onOpenRequest }: MusicbankDrawersProps) {
  const { t } = useTranslation();
  const item = useItemQuery(itemId);
  const request = useRequestQuery(requestId);
  return (
    <>
      <QueryDrawer
        opened={itemId !== null}
        onClose={() => onOpenItem(null)}
        size="lg"
        title={item.data?.title ?? t('musicbank.item.loading')}
        query={item}
      >
        {(data) => (
          <ItemDetail item={data} onOpenRequest={onOpenRequest} onRequested={(created) => onOpenRequest(created.id)} />
        )}
      </QueryDrawer>
      <QueryDrawer
        opened={requestId !== null}
        onClose={() => onOpenRequest(null)}
        size="lg"
        title={
          request.data ? t('musicbank.detail.title', { title: request.data.item.title }) : t('musicbank.item.loading')
        }
        query={request}
      >
        {(data) => <RequestDetail request={data} />}
      </QueryDrawer>
    </>
  );
}
