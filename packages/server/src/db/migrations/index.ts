import type { Migration } from 'kysely';
import * as core from './0001_core.ts';
import * as profile from './0002_profile.ts';
import * as release from './0003_release.ts';
import * as ingest from './0004_ingest.ts';
import * as analytics from './0005_analytics.ts';
import * as rollupGrains from './0006_rollup_grains.ts';
import * as unkeyedFacts from './0007_unkeyed_facts.ts';
import * as factBlocks from './0008_fact_blocks.ts';
import * as textHygieneReport from './0009_text_hygiene_report.ts';
import * as serverSecrets from './0010_server_secrets.ts';
import * as catalogue from './0011_catalogue.ts';
import * as youtubeReports from './0012_youtube_reports.ts';
import * as runReview from './0013_run_review.ts';
import * as analyticsItemIndex from './0014_analytics_item_index.ts';
import * as analyticsDaily from './0015_analytics_daily.ts';
import * as balance from './0016_balance.ts';
import * as ideas from './0017_ideas.ts';
import * as support from './0018_support.ts';
import * as streamsAndRateAudit from './0019_streams_and_rate_audit.ts';
import * as assetUploads from './0020_asset_uploads.ts';
import * as storeTerms from './0021_store_terms.ts';
import * as bilingualContent from './0022_bilingual_content.ts';
import * as networkplaceAndChat from './0023_networkplace_and_chat.ts';
import * as expertise from './0024_expertise.ts';
import * as achievementsAndSwitches from './0025_achievements_and_switches.ts';
import * as networkplaceSearchIndex from './0026_networkplace_search_index.ts';
import * as musicbank from './0027_musicbank.ts';
import * as balanceSpendsAndPaylater from './0028_balance_spends_and_paylater.ts';
import * as songshare from './0029_songshare.ts';

/** Every migration, in order. Append only: a migration that has shipped is never edited. */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_profile': profile,
  '0003_release': release,
  '0004_ingest': ingest,
  '0005_analytics': analytics,
  '0006_rollup_grains': rollupGrains,
  '0007_unkeyed_facts': unkeyedFacts,
  '0008_fact_blocks': factBlocks,
  '0009_text_hygiene_report': textHygieneReport,
  '0010_server_secrets': serverSecrets,
  '0011_catalogue': catalogue,
  '0012_youtube_reports': youtubeReports,
  '0013_run_review': runReview,
  '0014_analytics_item_index': analyticsItemIndex,
  '0015_analytics_daily': analyticsDaily,
  '0016_balance': balance,
  '0017_ideas': ideas,
  '0018_support': support,
  '0019_streams_and_rate_audit': streamsAndRateAudit,
  '0020_asset_uploads': assetUploads,
  '0021_store_terms': storeTerms,
  '0022_bilingual_content': bilingualContent,
  '0023_networkplace_and_chat': networkplaceAndChat,
  '0024_expertise': expertise,
  '0025_achievements_and_switches': achievementsAndSwitches,
  '0026_networkplace_search_index': networkplaceSearchIndex,
  '0027_musicbank': musicbank,
  '0028_balance_spends_and_paylater': balanceSpendsAndPaylater,
  '0029_songshare': songshare,
};
