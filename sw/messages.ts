// Messages between the page and the service worker: one typed map, one listener.
// Page -> worker:  { type: 'SKIP_WAITING' }  the chef accepted "new version available": activate now.
//                  { type: 'GET_VERSION' }   answered on the MessageChannel port (event.ports[0])
//                                            with { type: 'VERSION', version }.
// (workbox-window's Workbox#messageSkipWaiting() sends exactly { type: 'SKIP_WAITING' }.)
// Later issues add e.g. { type: 'FLUSH_OUTBOX' } here.

export const SW_VERSION = '1';

export type PageToWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'GET_VERSION' };
export type WorkerToPageMessage = { type: 'VERSION'; version: string };

function isPageMessage(data: unknown): data is PageToWorkerMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  return data.type === 'SKIP_WAITING' || data.type === 'GET_VERSION';
}

export function listenToPageMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isPageMessage(message)) return;
    switch (message.type) {
      case 'SKIP_WAITING':
        void scope.skipWaiting();
        return;
      case 'GET_VERSION': {
        const answer: WorkerToPageMessage = { type: 'VERSION', version: SW_VERSION };
        event.ports[0]?.postMessage(answer);
        return;
      }
    }
  });
}
