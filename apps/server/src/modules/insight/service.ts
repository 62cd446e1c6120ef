/**
 * Customer insight (issue 17): daily account values and performance, allocation, price alerts.
 * What other modules and the composition root use; the rules are in the files beside it.
 */
export { recordAccountValues, rebuildAccountValues } from './values.ts';
export { allocation, performance, timeWeightedReturn } from './performance.ts';
export {
  addAlert,
  deliverAlerts,
  followAlert,
  listAlerts,
  loadAlertBook,
  reloadAlertBook,
  removeAlert,
} from './alerts.ts';
export { seedDemoHistory } from './demo-history.ts';
export type { AlertBook, AlertTick } from './alert-book.ts';
