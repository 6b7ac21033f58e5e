import {
  ArrowRight,
  Bot,
  Boxes,
  Cable,
  Cpu,
  Gauge,
  KeyRound,
  LineChart,
  Lock,
  Server,
  ShieldCheck,
  Users,
  Workflow,
} from 'lucide-react';
import type { LandingActions } from '../types';
import { CapabilityCarousel } from './capability-carousel';
import { FeatureCards, type FeatureItem } from './feature-cards';
import { Hero } from './hero';

const stats = [
  { value: '500+', label: 'Data connectors' },
  { value: '95%', label: 'Root cause accuracy' },
  { value: '24/7', label: 'Automated monitoring' },
  { value: '99.9%', label: 'Uptime SLA' },
  { value: '10x', label: 'Faster insights' },
];

const features: FeatureItem[] = [
  {
    icon: Cable,
    title: 'Data connectors',
    text: 'Upload CSV, Excel, JSON and Parquet, browse your file manager, or load a Google Sheet by link.',
  },
  {
    icon: LineChart,
    title: 'Predictive models',
    text: 'Forecast any metric with seasonality and confidence intervals, and flag anomalies as they appear.',
  },
  {
    icon: Workflow,
    title: 'Automated reporting',
    text: 'Every investigation ends in findings, recommendations and a report you can export and share.',
  },
  {
    icon: Gauge,
    title: 'Real-time processing',
    text: 'Answers stream in as they are written; long analyses report their progress live.',
  },
  {
    icon: Bot,
    title: 'AI agents with tools',
    text: 'The analyst runs SQL, profiles, charts and statistical tests instead of guessing.',
  },
  {
    icon: Boxes,
    title: 'Rich answers',
    text: 'Tables, interactive charts, code and formulas, rendered right inside the conversation.',
  },
];

const enterprise: FeatureItem[] = [
  {
    icon: Server,
    title: 'Self-hosted by design',
    text: 'Run it on one machine with an embedded database, or scale out behind a load balancer with PostgreSQL and Redis.',
  },
  {
    icon: ShieldCheck,
    title: 'Role-based access control',
    text: 'Organizations, admins and users; every query is scoped to the caller’s organization.',
  },
  {
    icon: Lock,
    title: 'Your data stays yours',
    text: 'Files and analyses never leave your servers unless you choose a hosted model provider.',
  },
  {
    icon: Users,
    title: 'Built for teams',
    text: 'Shared conversations, an administration panel and audit-friendly structured logs.',
  },
];

const technology = [
  {
    icon: Cpu,
    title: 'Analytics engine',
    text: 'DuckDB in process for fast SQL over your files, with profiling, time series and RCA built on top.',
  },
  {
    icon: KeyRound,
    title: 'Model providers',
    text: 'Built-in offline analyst by default; OpenAI, Anthropic or any OpenAI-compatible endpoint such as Ollama or vLLM.',
  },
  {
    icon: Cable,
    title: 'Open tool protocol',
    text: 'External tools join through MCP, and our own tools are offered to outside agents the same way.',
  },
];

export function HomeTab(actions: LandingActions) {
  return (
    <>
      <Hero {...actions} />

      <section className="stats-strip" aria-label="Key figures">
        <div className="section-inner stats-grid">
          {stats.map((stat) => (
            <div key={stat.label} className="stat">
              <span className="stat-value">{stat.value}</span>
              <span className="stat-label">{stat.label}</span>
            </div>
          ))}
        </div>
      </section>

      <CapabilityCarousel />

      <section className="section" aria-labelledby="features-title">
        <div className="section-inner">
          <div className="section-heading">
            <span className="eyebrow">Platform</span>
            <h2 id="features-title">Everything an analytics team does, automated</h2>
            <p className="section-lead">
              From loading the data to explaining the result, one workspace covers the whole path.
            </p>
          </div>
          <FeatureCards items={features} />
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="enterprise-title">
        <div className="section-inner split">
          <div className="section-heading section-heading-left">
            <span className="eyebrow">Enterprise solutions</span>
            <h2 id="enterprise-title">Ready for the way large teams work</h2>
            <p className="section-lead">
              Security, scale and control without giving up the speed of a single-binary setup.
            </p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => actions.openTab('contact')}
            >
              Talk to our team <ArrowRight size={16} aria-hidden />
            </button>
          </div>
          <FeatureCards items={enterprise} columns={2} compact />
        </div>
      </section>

      <section className="section" aria-labelledby="technology-title">
        <div className="section-inner">
          <div className="section-heading">
            <span className="eyebrow">Technology</span>
            <h2 id="technology-title">Real analysis, not just a language model</h2>
            <p className="section-lead">
              Statistics and SQL do the work; the model explains it. That is why answers come with evidence.
            </p>
          </div>
          <div className="tech-list">
            {technology.map(({ icon: Icon, title, text }) => (
              <article key={title} className="tech-item">
                <span className="tech-icon" aria-hidden>
                  <Icon size={22} />
                </span>
                <div>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <ClosingCta {...actions} />
    </>
  );
}

export function ClosingCta({ startTrial, openTab }: LandingActions) {
  return (
    <section className="section closing-cta-section" aria-labelledby="cta-title">
      <div className="section-inner">
        <div className="closing-cta">
          <h2 id="cta-title">Put an AI analyst on every team</h2>
          <p>Start with your own data today. 14-day free trial, no credit card required.</p>
          <div className="hero-actions">
            <button type="button" className="button button-light button-lg" onClick={startTrial}>
              Start Your Free Trial <ArrowRight size={18} aria-hidden />
            </button>
            <button
              type="button"
              className="button button-outline-light button-lg"
              onClick={() => openTab('contact')}
            >
              Talk to Sales
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
