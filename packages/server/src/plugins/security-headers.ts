import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const GOOGLE_TAG = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = 'https://*.google-analytics.com';

/** The origin of a configured service URL, when it is another host than ours. */
function originOf(url: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The page's Content-Security-Policy: scripts only from our origin (no inline script anywhere),
 * plus Google's sign-in and tag scripts when they are configured; never framed by anyone.
 * Styles may be inline: Mantine writes its theme variables into a `<style>` element.
 */
export function contentSecurityPolicy(config: Config): string {
  const google = config.googleClientId ? [GOOGLE_SIGN_IN] : [];
  const analytics = config.analyticsId ? [GOOGLE_TAG, GOOGLE_ANALYTICS] : [];
  const services = Object.values(config.serviceUrls).flatMap(originOf);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google, ...(config.analyticsId ? [GOOGLE_TAG] : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    // White-label logos and backgrounds and artist pictures may live on any https host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', ...services],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...services, ...google, ...analytics],
    'frame-src': google.length ? google : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Headers on every answer: the page policy (unless a route set a stricter one, as the media
 * route does), no MIME sniffing, no framing, a referrer that never carries a path off-site, and
 * HSTS once the portal is served over https.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const policy = contentSecurityPolicy(options.config);
  const isHttps = options.config.publicUrl.startsWith('https://');
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (isHttps) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
});
