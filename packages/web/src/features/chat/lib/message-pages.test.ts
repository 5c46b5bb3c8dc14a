import type { ChatMessage } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import type { MessagePages } from '../api/get-messages.ts';
import { addMessages, threadMessages } from './message-pages.ts';

const message = (id: number): ChatMessage => ({
  id,
  conversation_id: 1,
  sender_profile_id: 5,
  is_mine: false,
  message: `m${id}`,
  sent_at: '2026-11-26T03:00:00Z',
});
const pagesOf = (...pages: number[][]): MessagePages => ({
  pages: pages.map((ids, index) => ({ results: ids.map(message), page: index + 1, limit: 3, total: 6 })),
  pageParams: pages.map((_ids, index) => index + 1),
});

describe('the thread cache', () => {
  it('adds new messages to the newest page once, whatever path they came by', () => {
    const pages = pagesOf([6, 5, 4], [3, 2, 1]);
    const once = addMessages(pages, [message(7), message(8)]);
    const twice = addMessages(once, [message(8), message(7), message(6)]);
    expect(twice).toBe(once);
    expect(threadMessages(twice).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shows a message twice loaded (pages shifted by new ones) once, oldest first', () => {
    expect(threadMessages(pagesOf([9, 8, 7], [7, 6, 5])).map((item) => item.id)).toEqual([5, 6, 7, 8, 9]);
  });

  it('leaves a thread not loaded yet alone', () => {
    expect(addMessages(undefined, [message(1)])).toBeUndefined();
  });
});
