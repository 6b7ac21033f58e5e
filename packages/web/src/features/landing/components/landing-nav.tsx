import { useEffect, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { LogoMark } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import type { LandingTab } from '../types';

const tabs: { id: LandingTab; label: string }[] = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About Us' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'contact', label: 'Contact' },
];

/** Scroll distance after which the navigation takes its solid, scrolled style, in px. */
export const SCROLLED_AFTER_PX = 50;

interface LandingNavProps {
  activeTab: LandingTab;
  signedIn: boolean;
  onTab: (tab: LandingTab) => void;
  onPrimary: () => void;
}

export function LandingNav({ activeTab, signedIn, onTab, onPrimary }: LandingNavProps) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={`landing-nav${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <div className="landing-nav-inner">
        <button
          type="button"
          className="landing-brand"
          onClick={() => onTab('home')}
          aria-label="AI Analyst home"
        >
          <LogoMark size={28} />
          <span>AI Analyst</span>
        </button>
        <nav className="landing-tabs" aria-label="Main">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              className={`landing-tab${activeTab === tab.id ? ' is-active' : ''}`}
              aria-current={activeTab === tab.id ? 'page' : undefined}
              onClick={() => onTab(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </nav>
        <div className="landing-nav-actions">
          <ThemeToggle />
          <button
            type="button"
            className="button button-ghost nav-contact-sales"
            onClick={() => onTab('contact')}
          >
            Contact Sales
          </button>
          <button type="button" className="button button-primary nav-primary" onClick={onPrimary}>
            {signedIn ? 'Go to Dashboard' : 'Get Started'}
            <ArrowRight size={16} aria-hidden />
          </button>
        </div>
      </div>
    </header>
  );
}
