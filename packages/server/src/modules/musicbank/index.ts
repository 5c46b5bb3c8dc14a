// What other modules (and the demo seed) may use of Music Bank: its dependencies, adding songs with
// their demos, and moving requests through their life as partners and staff do.
export { uploadDemo } from './demo-files.service.ts';
export { sweepExpiredRequests } from './expiry.service.ts';
export { createMusicbankDeps, type MusicbankDeps } from './musicbank.deps.ts';
export { acceptRequest, createItem, declineRequest, type StaffActor } from './ops.service.ts';
export { payRequest } from './payment.service.ts';
export { cancelRequest, createRequest, type RequestActor } from './requests.service.ts';
