/*
 * The service worker (issue 29 point 19, ADR 0097), served at /sw.js. vite.config.ts compiles
 * this file after the bundle is written and puts the shell's files in place of PRECACHE and the
 * build's own name in place of VERSION. Only production builds register it (main.tsx).
 *
 * - The shell — index.html, every script and style of the release but the biggest, the icons —
 *   is cached at install: a reload without a network starts the app, which then shows «Нет связи»,
 *   and no lazy screen fails for a file it had not loaded yet.
 * - A page opened without a network gets the cached shell; with one, always the server's.
 * - Hashed files under /assets/ never change: served from the cache, kept there when first loaded.
 * - /api is never touched: every answer comes from the server, or the call fails as without us.
 * - A new release's worker takes over at once (skipWaiting, clients.claim) and drops the old
 *   caches: a page of the old release fetches its lazy files from the network, as it would
 *   without a worker.
 * - A push shows its notice; a click opens (or focuses) the page it links to.
 */

import type { PushPayload } from '@kolos/domain/push';

declare const PRECACHE: string[];
declare const VERSION: string;

/** The parts of the worker's global scope used here (the DOM lib the web app compiles with lacks them). */
interface WorkerEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends WorkerEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface PushEvent extends WorkerEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends WorkerEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  location: Location;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = `kolos-${VERSION}`;
const SHELL = '/index.html';
const PRECACHED = new Set(PRECACHE);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `reload`: past the browser's HTTP cache, so the shell is this release's.
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('kolos-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => worker.clients.claim()),
  );
});

/** Cached first; else the network, kept for next time. */
async function cachedFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

/** The server's page; without a network, the cached shell (the app then says «Нет связи»). */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') || PRECACHED.has(url.pathname))
    event.respondWith(cachedFirst(request));
});

worker.addEventListener('push', (event) => {
  const payload = (event.data?.json() ?? null) as PushPayload | null;
  if (!payload) return;
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ru',
      data: { url: payload.url },
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    worker.location.origin,
  ).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => w.url === target) ?? windows[0];
      if (!open) return worker.clients.openWindow(target);
      const focused = await open.focus();
      return open.url === target ? focused : focused.navigate(target);
    }),
  );
});
