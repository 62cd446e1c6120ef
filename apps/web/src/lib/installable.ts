/**
 * What makes the customer app installable: the web app manifest, the tab's icon and the service
 * worker, which keeps the app shell and the offline screen (public/sw.js). All three are added
 * once the first screen is up (issue 18). index.html names neither the manifest nor the icon:
 * there, the browser fetched both, and the manifest's icon again, while the page started. On a
 * phone's network that took three of the six connections the app's code needed, and the bytes
 * the screen's code and figures were waiting for. The service worker is never registered in
 * development, where files change under it.
 */
export function becomeInstallable(): void {
  setLink('manifest', './manifest.webmanifest');
  setLink('icon', './icons/icon-192.png', 'image/png');
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
}

/** The page's link of `rel` (index.html's, or a new one) to `href`. */
function setLink(rel: string, href: string, type?: string): void {
  const link =
    document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`) ??
    document.head.appendChild(document.createElement('link'));
  link.rel = rel;
  if (type) link.type = type;
  link.setAttribute('href', href);
}
