// The till's service worker (README "Offline till"), registered by the till's page only. It keeps the app shell
// (index.html and every built file, listed into PRECACHE by vite.config.ts at build time) so that a till opened
// once on a machine opens again with no network. Pages: the network first, the kept index.html when there is no
// answer; built files (hashed names): the kept copy first. The API (/graphql), uploads and downloads are never
// kept: the till's own database (IndexedDB) holds its catalogue and its offline sales.
/* global self, caches, __PRECACHE__, __VERSION__ */
const PRECACHE = __PRECACHE__;
const VERSION = __VERSION__;
const CACHE = `till-shell-${VERSION}`;
const SHELL = "/index.html";
const NEVER_KEPT = ["/graphql", "/files", "/downloads", "/health", "/sandbox"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("till-shell-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_KEPT.some((path) => url.pathname.startsWith(path))) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => caches.match(SHELL).then((kept) => kept || Response.error())));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  event.respondWith(fetch(request).catch(() => caches.match(request).then((kept) => kept || Response.error())));
});
