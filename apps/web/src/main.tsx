/**
 * The entry: index.html's splash is painted first, then the app's code loads and runs (boot.tsx),
 * so that a slow phone shows the splash while it downloads and evaluates the app rather than a
 * blank page, and the app's start-up work does not hold the first paint.
 */
// The page's first Intl formatter loads the browser's date and number data (13–40 ms measured,
// once per page). The first screens show dates, so it is made here, in the entry's own short task
// before any of the app runs, rather than inside the first screen's render.
new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The app's code is evaluated in one task and started in the next: two shorter tasks that let the
// browser answer the customer in between, instead of one long one.
const start = () =>
  void import('./boot').then(({ boot }) => setTimeout(() => void boot(container), 0));
// A frame's callback runs just before it is drawn, the task after it once it is; a page opened
// hidden draws no frames, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
