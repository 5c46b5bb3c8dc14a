// What other modules may use of DSP analytics: whose figures a caller reads, its windows and ranked songs.
export { changeBps } from './dsp.figures.ts';
export { dspCompany, dspWindow, rankedSongs } from './dsp.service.ts';
