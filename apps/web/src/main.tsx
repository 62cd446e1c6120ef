import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
// The kit's global styles (its components are imported one by one: see antd-mobile-parts.ts).
import 'antd-mobile/es/global';
import { languageReady } from '@/i18n/i18n';
import '@/app/global.css';
import { App } from '@/app/app';
import { preloadScreen } from '@/app/router';

// antd-mobile 5 renders toasts, dialogs and sheets with the React 18 API; React 19 needs it
// to use createRoot instead (https://mobile.ant.design/guide/v5-for-19).
const kitRoots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = kitRoots.get(container) ?? createRoot(container);
  kitRoots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    kitRoots.delete(container);
  };
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The splash in index.html stays up while the first screen and the customer's texts load.
preloadScreen(window.location.hash.replace(/^#/, ''));
void languageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker keeps the app shell and the offline screen (public/sw.js); never in
// development, where files change under it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  });
}
