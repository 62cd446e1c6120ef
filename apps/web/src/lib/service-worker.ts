/**
 * The service worker keeps the app shell and the offline screen (public/sw.js). It is registered
 * once the first screen is up, so that its install does not compete with the start-up; never in
 * development, where files change under it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
}
