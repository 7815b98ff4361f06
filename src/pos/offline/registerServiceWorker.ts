// The till registers the app's service worker (dist/sw.js, scripts/tillServiceWorker.js): from then on this machine
// keeps the app shell and opens the till with no network. Built apps only (the dev server has no sw.js).
export function registerTillServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.warn("The till's offline shell could not be installed", error));
}
