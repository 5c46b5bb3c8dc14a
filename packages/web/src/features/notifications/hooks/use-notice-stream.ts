import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATIONS_QUERY_KEY } from '../api/get-notifications.ts';
import { openNoticeStream } from '../lib/notice-stream.ts';

/** Reloads the notices whenever the server says there are new ones, while the signed-in layout is shown. */
export function useNoticeStream(token: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return openNoticeStream(() => void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }));
  }, [client, token]);
}
