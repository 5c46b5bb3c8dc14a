/** One step of a guided tour; text is given as i18n keys so each language gets its own. */
export interface TourStepDefinition {
  /** A CSS selector of a real element; when it is not on screen the step is shown centred. */
  target: string;
  titleKey: string;
  contentKey: string;
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'center' | 'auto';
}

export interface TourDefinition {
  id: string;
  /** Whether the path shows this tour (the replay entry picks the current page's tour). */
  matches: (pathname: string) => boolean;
  /** Start by itself on the first visit; off for tours whose screens are not built yet. */
  autoStart: boolean;
  steps: TourStepDefinition[];
}
