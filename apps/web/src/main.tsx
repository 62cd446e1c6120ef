/**
 * The entry: index.html's splash is painted first, then the app's code loads and runs (boot.tsx),
 * so that a slow phone shows the splash while it downloads and evaluates the app rather than a
 * blank page, and the app's start-up work does not hold the first paint.
 */
import { BUILT, screenAt, WITHOUT_MESSAGES } from './app/routes/built-screens';
import { sendOpeningCalls } from './app/routes/opening-calls';
import { languageChunks, loadCatalogue } from './i18n/text-chunks';
import { storedLanguage } from './lib/language';

// The browser's date and number data, which the page's first Intl formatter loads (30–120 ms
// measured), is loaded by a worker on another core while the app downloads: the first screen's
// formatters find it loaded. Made on the main thread, in the entry's evaluation, it was the
// longest task of a signed-in screen's start (344 ms of Lighthouse's four-times-slower CPU).
try {
  new Worker(new URL('./lib/intl-data.worker.ts', import.meta.url));
} catch {
  // No worker (refused by the browser): the first formatter loads the data itself.
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/**
 * Asks for the code of the screen the app opens on and, unless it is the start screen, all the
 * customer's texts, the message catalogue and, signed in, the data the screen shows first, beside
 * the app's own code: a phone then downloads them together, not one after the other once the app
 * has loaded and run (issue 18). The app asks for the code and texts again when it starts
 * (preloadScreen) and finds them loaded or on their way; its API client takes the early answers.
 */
function startScreenCode(location: string): void {
  const { screen, query } = screenAt(location);
  void BUILT[screen]?.().catch(() => undefined);
  if (WITHOUT_MESSAGES.has(screen)) return;
  void loadCatalogue().catch(() => undefined);
  // What depends on the device's storage, in a task of its own once the requests above have left:
  // the browser loads the storage on first use (22 ms of the 42 this task took in one profile of a
  // new browser, when it was one task).
  window.setTimeout(() => {
    void languageChunks(storedLanguage(), 'all').catch(() => undefined);
    sendOpeningCalls(screen, query);
  }, 0);
}

// The app's code is evaluated in one task and started in the next: two shorter tasks that let the
// browser answer the customer in between, instead of one long one. The app's own code is asked for
// first, so that its style sheet comes before the screen's (the screens' styles override it).
const start = () => {
  void import('./boot').then(({ boot }) => setTimeout(() => void boot(container), 0));
  startScreenCode(window.location.hash.replace(/^#/, ''));
};
// A frame's callback runs just before it is drawn, the task after it once it is; a page opened
// hidden draws no frames, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
