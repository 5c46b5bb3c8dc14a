import type { SwitchKey } from '@irama/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { useSwitches } from '../../lib/feature-switches.ts';

/** A coming-soon feature whose own page is built, by its `/comingsoon/<feature>` segment. */
export interface SwitchedPage {
  switchKey: SwitchKey;
  page: ReactNode;
}

interface ComingSoonSwitchProps {
  pages: Readonly<Record<string, SwitchedPage>>;
  comingSoon: ReactNode;
}

/**
 * /comingsoon/:feature (SPEC §1): the feature's real page while staff have its switch on, the
 * coming-soon screen while it is off or its page is not built yet.
 */
export function ComingSoonSwitch({ pages, comingSoon }: ComingSoonSwitchProps) {
  const { feature = '' } = useParams();
  // Every feature reads the switches, so a page built later only needs its entry in `pages`.
  const switches = useSwitches();
  const switched = Object.hasOwn(pages, feature) ? pages[feature] : undefined;
  if (!switched) return comingSoon;
  if (!switches) return <QueryState error={null} />;
  return switches[switched.switchKey] ? switched.page : comingSoon;
}
