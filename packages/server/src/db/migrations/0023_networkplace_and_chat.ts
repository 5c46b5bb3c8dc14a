import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Networkplace: one social profile per user, with the figures computed from its company's reports
// kept beside it (explore filters on them), likes, blocks and reports. Chat: conversations between
// two profiles, their messages, and each participant's read pointer.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);

  await c
    .id(db.schema.createTable('networkplace_profiles'))
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .$call((table) =>
      c.texts(table, ['display_name', 'profession', 'skills', 'industry', 'visibility', 'bio', 'artist_label']),
    )
    // Name, skills, label and bio folded to lower case without accents: what explore's search reads.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('is_hidden_by_staff', c.flag, c.falseDefault)
    .addColumn('stat_subscribers', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('stat_total_assets', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('stat_monthly_streams', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('stat_top_videos', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('stats_as_of', 'text')
    .addColumn('stats_verified', c.flag, c.falseDefault)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('networkplace_profiles_explore', 'networkplace_profiles', [
    'visibility',
    'is_hidden_by_staff',
    'profession',
    'industry',
  ]);
  await c.index('networkplace_profiles_streams', 'networkplace_profiles', ['stat_monthly_streams']);
  // Explore's default page: the findable profiles walked in their order (most streamed first, then
  // newest), so a page reads its rows and no sort of every profile.
  await c.index('networkplace_profiles_ranked', 'networkplace_profiles', [
    'visibility',
    'is_hidden_by_staff',
    'stat_monthly_streams',
    'id',
  ]);
  await c.index('networkplace_profiles_company', 'networkplace_profiles', ['company_id']);

  const profileRef = (name: string) => (table: ReturnType<typeof db.schema.createTable>) =>
    table.addColumn(name, 'integer', (col) => col.notNull().references('networkplace_profiles.id').onDelete('cascade'));

  await db.schema
    .createTable('networkplace_likes')
    .$call(profileRef('from_profile_id'))
    .$call(profileRef('to_profile_id'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('networkplace_likes_pk', ['from_profile_id', 'to_profile_id'])
    .execute();
  await c.index('networkplace_likes_to', 'networkplace_likes', ['to_profile_id', 'from_profile_id']);

  await db.schema
    .createTable('networkplace_blocks')
    .$call(profileRef('blocker_profile_id'))
    .$call(profileRef('blocked_profile_id'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('networkplace_blocks_pk', ['blocker_profile_id', 'blocked_profile_id'])
    .execute();
  await c.index('networkplace_blocks_blocked', 'networkplace_blocks', ['blocked_profile_id', 'blocker_profile_id']);

  await c
    .id(db.schema.createTable('chat_conversations'))
    // The pair in id order (a < b), so a pair has one conversation whoever starts it.
    .$call(profileRef('profile_a_id'))
    .$call(profileRef('profile_b_id'))
    .$call(profileRef('started_by_profile_id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('introduction_expires_at', c.timestamp)
    .addColumn('closed_reason', 'text')
    .addColumn('last_message_id', 'integer')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('chat_conversations_pair', ['profile_a_id', 'profile_b_id'])
    .execute();
  await c.index('chat_conversations_b', 'chat_conversations', ['profile_b_id', 'updated_at']);
  await c.index('chat_conversations_a', 'chat_conversations', ['profile_a_id', 'updated_at']);
  await c.index('chat_conversations_starter', 'chat_conversations', ['started_by_profile_id', 'created_at']);

  await c
    .id(db.schema.createTable('chat_messages'))
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .$call(profileRef('sender_profile_id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('chat_messages_conversation', 'chat_messages', ['conversation_id', 'id']);

  await db.schema
    .createTable('chat_read_pointers')
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .$call(profileRef('profile_id'))
    .addColumn('last_read_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    // When they last read it: someone reading right now is not also told on their bell.
    .addColumn('last_read_at', c.timestamp)
    // When this participant was last told of the conversation on their bell: one notice per quiet spell.
    .addColumn('last_noticed_at', c.timestamp)
    .addPrimaryKeyConstraint('chat_read_pointers_pk', ['conversation_id', 'profile_id'])
    .execute();

  await c
    .id(db.schema.createTable('networkplace_reports'))
    .$call(profileRef('reporter_profile_id'))
    .$call(profileRef('reported_profile_id'))
    .$call((table) => c.texts(table, ['kind', 'reason', 'note', 'status']))
    .addColumn('conversation_id', 'integer', (col) => col.references('chat_conversations.id').onDelete('set null'))
    .addColumn('message_id', 'integer', (col) => col.references('chat_messages.id').onDelete('set null'))
    // The message as it was when reported: it is evidence, whatever happens to the conversation.
    .addColumn('message_text', 'text')
    .addColumn('action', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('resolved_at', c.timestamp)
    .addColumn('resolved_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await c.index('networkplace_reports_status', 'networkplace_reports', ['status', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'networkplace_reports',
    'chat_read_pointers',
    'chat_messages',
    'chat_conversations',
    'networkplace_blocks',
    'networkplace_likes',
    'networkplace_profiles',
  ])
    await db.schema.dropTable(table).execute();
}
