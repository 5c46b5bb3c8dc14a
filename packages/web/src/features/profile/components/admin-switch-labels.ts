import type { AdminSwitch } from '@irama/contracts';

/** The catalogue key of each admin switch's label (SPEC §3 Admin feature access). */
export const SWITCH_LABEL_KEYS: Record<AdminSwitch, string> = {
  payment: 'profile.admins.switches.payment',
  release_catalogue: 'profile.admins.switches.release_catalogue',
  youtube_report: 'profile.admins.switches.youtube_report',
  dsp_report: 'profile.admins.switches.dsp_report',
  new_dsp_report: 'profile.admins.switches.new_dsp_report',
};
