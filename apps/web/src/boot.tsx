import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
// The kit's global styles (its components are imported one by one: see antd-mobile-parts.ts).
import 'antd-mobile/es/global';
import { languageReady } from '@/i18n/i18n';
import '@/app/global.css';
import { App } from '@/app/app';
import { preloadScreen } from '@/app/router';

/**
 * The next task: start-up is cut into tasks short enough for the page to answer in between, and
 * the kit's roots are unmounted after the render that closed them.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// antd-mobile 5 renders toasts, dialogs and sheets with the React 18 API; React 19 needs it
// to use createRoot instead (https://mobile.ant.design/guide/v5-for-19).
const kitRoots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = kitRoots.get(container) ?? createRoot(container);
  kitRoots.set(container, root);
  root.render(node);
  return async () => {
    await nextTask();
    root.unmount();
    kitRoots.delete(container);
  };
});

/** Starts the app in `container`, which shows the splash until the first screen is ready. */
export async function boot(container: HTMLElement): Promise<void> {
  // The splash in index.html stays up while the first screen and the customer's texts load.
  preloadScreen(window.location.hash.replace(/^#/, ''));
  await languageReady;
  await nextTask();
  // A transition: React renders the first screen in slices, between which the page can answer.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
