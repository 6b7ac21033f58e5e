import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import type { LandingActions, LandingTab } from '../types';
import { AboutTab } from './about-tab';
import { HomeTab } from './home-tab';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { PricingTab } from './pricing-tab';
import '../landing.css';
import '../home.css';
import '../pages.css';

// The contact form carries the validation schema; load it only when someone opens Contact.
const ContactTab = lazy(() => import('./contact-tab'));

/** The public landing page: four tabs under one navigation bar. */
export function LandingPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<LandingTab>('home');

  const openTab = useCallback((next: LandingTab) => {
    setTab(next);
    window.scrollTo({ top: 0 });
  }, []);
  const startTrial = useCallback(() => navigate(user ? '/chat' : '/login'), [navigate, user]);
  const actions: LandingActions = { openTab, startTrial };

  return (
    <div className="landing">
      <LandingNav activeTab={tab} signedIn={Boolean(user)} onTab={openTab} onPrimary={startTrial} />
      <main className="landing-main">
        {tab === 'home' && <HomeTab {...actions} />}
        {tab === 'about' && <AboutTab {...actions} />}
        {tab === 'pricing' && <PricingTab {...actions} />}
        {tab === 'contact' && (
          <Suspense fallback={<div className="tab-loading" role="status" aria-label="Loading" />}>
            <ContactTab />
          </Suspense>
        )}
      </main>
      <LandingFooter onTab={openTab} />
    </div>
  );
}
