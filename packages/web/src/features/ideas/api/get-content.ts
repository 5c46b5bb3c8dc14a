import type { IdeaContentKind, IdeaContentPage } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Where each kind of staff content is read (SPEC §7 Ideas). */
const PATHS: Record<IdeaContentKind, string> = {
  banner: 'banners',
  hot_topic: 'recommendations/hot_topic',
  trending_video: 'ide_trending_video',
  instagram: 'widget/instagram',
  tiktok: 'widget/tiktok',
  article: 'widget/article',
};

/** GET /api/v2/ideas/{banners | recommendations/hot_topic | ide_trending_video | widget/…}: a page of one kind. */
export function getContent(kind: IdeaContentKind, page: number, limit: number): Promise<IdeaContentPage> {
  return apiClient.request<IdeaContentPage>(`/api/v2/ideas/${PATHS[kind]}?page=${page}&limit=${limit}`);
}

export function contentQueryOptions(kind: IdeaContentKind, page: number, limit: number) {
  return queryOptions({
    queryKey: ['ideas', 'content', kind, page, limit] as const,
    queryFn: () => getContent(kind, page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useContentQuery(kind: IdeaContentKind, page: number, limit: number) {
  return useQuery(contentQueryOptions(kind, page, limit));
}
