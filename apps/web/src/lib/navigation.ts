/**
 * Lets code outside React (the API client) send the customer to a screen. The app registers the
 * router's navigate at start-up; until then the hash is set directly, which the hash router
 * follows as well.
 */
type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => {
  window.location.hash = `#${path}`;
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}
