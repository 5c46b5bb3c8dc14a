import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
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
  const closeLabel = { 'aria-label': t('common.close') };
  return (
    <>
      <Drawer
        opened={itemId !== null}
        onClose={() => onOpenItem(null)}
        position="right"
        size="lg"
        title={item.data?.title ?? t('musicbank.item.loading')}
        closeButtonProps={closeLabel}
      >
        {item.data ? (
          <ItemDetail
            item={item.data}
            onOpenRequest={onOpenRequest}
            onRequested={(created) => onOpenRequest(created.id)}
          />
        ) : (
          <QueryState error={item.error} />
        )}
      </Drawer>
      <Drawer
        opened={requestId !== null}
        onClose={() => onOpenRequest(null)}
        position="right"
        size="lg"
        title={
          request.data ? t('musicbank.detail.title', { title: request.data.item.title }) : t('musicbank.item.loading')
        }
        closeButtonProps={closeLabel}
      >
        {request.data ? <RequestDetail request={request.data} /> : <QueryState error={request.error} />}
      </Drawer>
    </>
  );
}
