import { Check } from 'lucide-react';
import type { LandingActions } from '../types';

interface Plan {
  name: string;
  tagline: string;
  limit: string;
  features: string[];
  highlighted?: boolean;
}

const plans: Plan[] = [
  {
    name: 'Starter',
    tagline: 'For small teams taking their first steps with AI analysis.',
    limit: 'Up to 10 data sources',
    features: [
      'Built-in offline analyst',
      'Chat, EDA and time series modes',
      'File manager and Google Sheets',
      'Email support',
    ],
  },
  {
    name: 'Professional',
    tagline: 'For growing teams that investigate and forecast every week.',
    limit: 'Up to 50 data sources',
    features: [
      'Everything in Starter',
      'Root cause analysis with reports',
      'Your own model provider and MCP tools',
      'Priority support',
    ],
    highlighted: true,
  },
  {
    name: 'Enterprise',
    tagline: 'For organizations running analytics at scale on their own terms.',
    limit: 'Unlimited data sources',
    features: [
      'Everything in Professional',
      'Scale-out deployment and 99.9% uptime SLA',
      'Role-based access control and audit logs',
      'Dedicated success manager',
    ],
  },
];

export function PricingTab({ openTab }: LandingActions) {
  return (
    <>
      <section className="page-hero">
        <div className="section-inner narrow">
          <span className="eyebrow">Pricing</span>
          <h1>Plans that grow with your data</h1>
          <p className="section-lead">
            Every plan starts with a 14-day free trial, no credit card required. Contact our team for pricing
            that fits your organization.
          </p>
        </div>
      </section>
      <section className="section section-tight" aria-label="Plans">
        <div className="section-inner">
          <div className="pricing-grid">
            {plans.map((plan) => (
              <article
                key={plan.name}
                className={`plan${plan.highlighted ? ' plan-highlighted' : ''}`}
                aria-labelledby={`plan-${plan.name}`}
              >
                {plan.highlighted && <span className="plan-badge">Most popular</span>}
                <h2 id={`plan-${plan.name}`}>{plan.name}</h2>
                <p className="plan-tagline">{plan.tagline}</p>
                <p className="plan-price">Contact us for pricing</p>
                <p className="plan-limit">{plan.limit}</p>
                <ul className="plan-features">
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Check size={16} aria-hidden /> {feature}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={`button button-lg button-block ${plan.highlighted ? 'button-primary' : 'button-secondary'}`}
                  onClick={() => openTab('contact')}
                >
                  Request Pricing
                </button>
              </article>
            ))}
          </div>
          <p className="pricing-note">
            All plans include the self-hosted workspace, the built-in analyst and updates. Prices depend on
            seats and deployment; our team will send a quote within one business day.
          </p>
        </div>
      </section>
    </>
  );
}
