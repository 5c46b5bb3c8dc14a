// The face of songshare: what other modules (and the demo seed) may use of it.
export { recordStoreClicks } from './songshare.service.ts';
export { storeLinksOf } from './store-links.ts';
