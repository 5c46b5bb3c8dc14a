/** Injects the Google tag only when an analytics id is configured (SPEC §1); none by default. */
export function loadAnalyticsTag(analyticsId: string | null): void {
  if (!analyticsId || document.getElementById('irama-gtag')) return;
  const script = document.createElement('script');
  script.id = 'irama-gtag';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
  document.head.appendChild(script);
  const globalScope = window as unknown as { dataLayer?: unknown[] };
  globalScope.dataLayer = globalScope.dataLayer ?? [];
  const dataLayer = globalScope.dataLayer;
  // gtag.js reads the `arguments` objects pushed here, not plain arrays.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object itself.
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', analyticsId);
}
