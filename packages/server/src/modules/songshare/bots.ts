// Link-preview fetchers and crawlers: their visits are nobody choosing a store.
const BOT_AGENT =
  /bot|crawler|spider|crawl|slurp|facebookexternalhit|facebookcatalog|whatsapp|twitterbot|slackbot|telegrambot|discordbot|preview|embedly|lighthouse/i;

/** True when a User-Agent names a bot or a link-preview fetcher; a missing one counts as a bot. */
export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}
