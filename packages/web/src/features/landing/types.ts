export type LandingTab = 'home' | 'about' | 'pricing' | 'contact';

/** What every tab may ask of the page: open another tab, or go into the app. */
export interface LandingActions {
  openTab: (tab: LandingTab) => void;
  /** 'Start Free Trial' and friends: /chat when signed in, /login when not. */
  startTrial: () => void;
}
