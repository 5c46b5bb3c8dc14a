import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../../test/support/demo-world.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

const { t } = useDemoWorld({ RATE_LIMIT_AUTH_PER_MINUTE: '10000' });

type Listed = {
  unread_total: number;
  results: { status: string; started_by_me: boolean; unread_count: number; other: { display_name: string } }[];
};

describe('the chat demo data', () => {
  it('gives the demo owners conversations with history, unread messages, introductions both ways, an expired and a closed one', async () => {
    const listOf = async (email: string) => {
      const headers = { 'x-authorization': `Bearer ${await t.factories.signIn(email, DEMO_PASSWORD)}` };
      const response = await t.app.inject({ method: 'GET', url: '/api/conversations?limit=100', headers });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: Listed }).data;
    };
    const musik = await listOf('owner@musik.demo');
    const statuses = musik.results.map((c) => `${c.status}:${c.started_by_me ? 'mine' : 'theirs'}`);
    expect(statuses).toEqual(
      expect.arrayContaining([
        'introduction:mine',
        'introduction:theirs',
        'expired:mine',
        'closed:theirs',
        'open:mine',
      ]),
    );
    expect(musik.unread_total).toBeGreaterThan(0);
    expect(musik.unread_total).toBe(musik.results.reduce((sum, c) => sum + c.unread_count, 0));
    for (const email of ['owner@timur.demo', 'owner@indie.demo'])
      expect((await listOf(email)).unread_total).toBeGreaterThan(0);

    // Every conversation's last message is its newest, and every pointer is within it.
    const conversations = await t.db.selectFrom('chat_conversations').selectAll().execute();
    for (const conversation of conversations) {
      const newest = await t.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('conversation_id', '=', conversation.id)
        .executeTakeFirstOrThrow();
      expect(conversation.last_message_id).toBe(newest.id);
    }
  });
});
