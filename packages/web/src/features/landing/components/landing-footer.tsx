import { LogoMark } from '../../../components/logo';
import type { LandingTab } from '../types';

interface FooterLink {
  label: string;
  tab?: LandingTab;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', tab: 'home' },
      { label: 'Pricing', tab: 'pricing' },
      { label: 'Integrations' },
      { label: 'Changelog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', tab: 'about' },
      { label: 'Contact', tab: 'contact' },
      { label: 'Careers' },
      { label: 'Blog' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation' },
      { label: 'API Reference' },
      { label: 'Community' },
      { label: 'Status' },
    ],
  },
  {
    title: 'Legal',
    links: [{ label: 'Privacy Policy' }, { label: 'Terms of Service' }, { label: 'Security' }],
  },
];

export function LandingFooter({ onTab }: { onTab: (tab: LandingTab) => void }) {
  return (
    <footer className="landing-footer">
      <div className="section-inner footer-grid">
        <div className="footer-brand">
          <div className="footer-logo">
            <LogoMark size={26} />
            <span>AI Analyst</span>
          </div>
          <p>The self-hostable AI analytics workspace. Ask your data anything.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="footer-column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <a
                    href="#"
                    onClick={(event) => {
                      event.preventDefault();
                      if (link.tab) onTab(link.tab);
                    }}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="section-inner">
        <div className="footer-bottom">
          <span>© {new Date().getFullYear()} AI Analyst. All rights reserved.</span>
          <span>Made for teams who want answers, not dashboards.</span>
        </div>
      </div>
    </footer>
  );
}
