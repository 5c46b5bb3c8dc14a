/**
 * Tables that are not scoped to one company. Every other table must carry a NOT NULL
 * `company_id` with a foreign key to `companies(id)` (test/schema.test.ts). Adding a table here
 * is a reviewed decision: say in one line why its rows belong to no company.
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  companies: 'the tenant root itself',
  registrations: 'sign-ups waiting for email verification, before their company exists',
  text_hygiene_findings: "the operator's list of stored text breaking the text rules, registrations' included",
  server_secrets: 'keys every instance of the server shares (release file URLs), of no one company',
  ideas_content: "the distributor's banners, social posts and ideas, which every partner sees alike",
  announcements: 'the distributor’s announcements, to every partner or to one company group',
  info_articles: 'information-center articles staff write for every partner',
  dsp_stores: 'the DSP list every partner reads, kept by staff',
  changelog_entries: "the portal's changelog, the same for every partner",
  networkplace_likes: 'a like between creators of two companies, reached through each side’s profile',
  networkplace_blocks: 'a block between creators of two companies, reached through each side’s profile',
  networkplace_reports: 'a report by a creator about another company’s creator, read by staff',
  chat_conversations: 'a conversation between creators of two companies, reached through its two profiles',
  chat_messages: 'a message of such a conversation',
  chat_read_pointers: 'what one participant of such a conversation has read',
  expertise_topics: 'the topics of the distributor’s courses, the same for every partner',
  expertise_courses: 'courses staff make for every partner (each learner’s progress is scoped)',
  expertise_episodes: 'the episodes of those courses',
  expertise_files: 'the videos, posters and subtitles of those episodes',
  musicbank_items: 'the songs of the distributor’s Music Bank, listed alike for every partner (requests are scoped)',
  kysely_migration: "Kysely's record of applied migrations",
  kysely_migration_lock: "Kysely's migration lock",
};
