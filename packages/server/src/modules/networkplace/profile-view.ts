import type { NetworkplaceIndustry, NetworkplaceProfile, NetworkplaceStats, NetworkplaceType } from '@irama/contracts';
import type { ProfileRow } from './networkplace.repository.ts';

/** The figures kept on a profile row. */
export function statsOf(row: ProfileRow): NetworkplaceStats {
  return {
    subscribers: Number(row.stat_subscribers),
    total_assets: Number(row.stat_total_assets),
    monthly_streams: Number(row.stat_monthly_streams),
    top_videos: JSON.parse(row.stat_top_videos) as NetworkplaceStats['top_videos'],
    as_of: row.stats_as_of,
    is_verified: Boolean(row.stats_verified),
  };
}

/** A profile as the viewer sees it, with how the two are related. */
export function profileView(
  row: ProfileRow,
  relation: { isMine: boolean; likedByMe: boolean; likesMe: boolean },
): NetworkplaceProfile {
  return {
    id: row.id,
    display_name: row.display_name,
    profession: row.profession as NetworkplaceType,
    skills: JSON.parse(row.skills) as string[],
    industry: row.industry as NetworkplaceIndustry,
    bio: row.bio,
    artist_label: row.artist_label,
    photo_url: row.photo_url,
    stats: statsOf(row),
    is_mine: relation.isMine,
    liked_by_me: relation.likedByMe,
    likes_me: relation.likesMe,
  };
}
