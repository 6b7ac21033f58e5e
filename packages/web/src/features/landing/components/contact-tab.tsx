import { Headphones, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { ContactForm } from './contact-form';

interface ContactCard {
  icon: LucideIcon;
  title: string;
  text: string;
  detail: string;
  href?: string;
}

const cards: ContactCard[] = [
  {
    icon: Mail,
    title: 'Sales',
    text: 'Plans, pricing and deployment options.',
    detail: 'sales@ai-analyst.example',
    href: 'mailto:sales@ai-analyst.example',
  },
  {
    icon: Headphones,
    title: 'Support',
    text: 'Help with your workspace and data.',
    detail: 'support@ai-analyst.example',
    href: 'mailto:support@ai-analyst.example',
  },
  {
    icon: Phone,
    title: 'Phone',
    text: 'Monday to Friday, 9:00–18:00 CET.',
    detail: '+1 (555) 010-2024',
    href: 'tel:+15550102024',
  },
  {
    icon: MapPin,
    title: 'Headquarters',
    text: 'Visit us by appointment.',
    detail: '100 Market Street, San Francisco, CA',
  },
];

/** The Contact tab: ways to reach the team, and the message form. */
export default function ContactTab() {
  return (
    <>
      <section className="page-hero">
        <div className="section-inner narrow">
          <span className="eyebrow">Contact</span>
          <h1>Talk to our team</h1>
          <p className="section-lead">
            Questions about plans, a demo on your own data, or help with an integration — we are happy to
            help.
          </p>
        </div>
      </section>
      <section className="section section-tight">
        <div className="section-inner contact-layout">
          <div className="contact-cards">
            {cards.map(({ icon: Icon, title, text, detail, href }) => (
              <article key={title} className="contact-card">
                <span className="feature-icon" aria-hidden>
                  <Icon size={18} />
                </span>
                <div>
                  <h2>{title}</h2>
                  <p>{text}</p>
                  {href ? <a href={href}>{detail}</a> : <span className="contact-detail">{detail}</span>}
                </div>
              </article>
            ))}
          </div>
          <div className="contact-form-card">
            <h2>Send us a message</h2>
            <p className="contact-form-lead">
              Fields marked optional may be left empty; everything else is required.
            </p>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
