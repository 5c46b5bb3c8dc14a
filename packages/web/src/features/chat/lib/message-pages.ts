import type { ChatMessage } from '@irama/contracts';
import type { MessagePages } from '../api/get-messages.ts';

/**
 * The thread's cache with `messages` added to its newest page, each once (by id): a message can
 * come from the send answer, the stream and a catch-up call alike. Nothing loaded yet stays so.
 */
export function addMessages(
  pages: MessagePages | undefined,
  messages: readonly ChatMessage[],
): MessagePages | undefined {
  const [newest, ...older] = pages?.pages ?? [];
  if (!pages || !newest) return pages;
  const known = new Set(pages.pages.flatMap((page) => page.results.map((message) => message.id)));
  const fresh = messages.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  if (fresh.length === 0) return pages;
  const results = [...fresh].reverse().concat(newest.results);
  return { ...pages, pages: [{ ...newest, results, total: newest.total + fresh.length }, ...older] };
}

/** The thread as shown: every loaded message once, oldest first. */
export function threadMessages(pages: MessagePages | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages?.pages ?? []) for (const message of page.results) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
