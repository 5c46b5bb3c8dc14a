// What other modules may use of DSP analytics: whose figures a caller reads, its windows and ranked songs.
export { bpsOf, changeBps, daysBetween, sharesOf } from './dsp.figures.ts';
export { dspCompany, dspWindow } from './dsp.service.ts';
export { rankedSongs } from './songs.service.ts';
