import { Activity, BarChart3, HardDrive, Search, WifiOff, Workflow } from 'lucide-react';
import type { LandingActions } from '../types';
import { FeatureCards } from './feature-cards';
import { ClosingCta } from './home-tab';

const pillars = [
  {
    icon: HardDrive,
    title: 'Self-hostable',
    text: 'One command starts the whole workspace on your own machine with an embedded database. When you grow, the same build runs as many instances on PostgreSQL and Redis.',
  },
  {
    icon: WifiOff,
    title: 'A built-in analyst that works offline',
    text: 'The default assistant needs no API key and no internet: it turns your questions into real analyses over your data. Add a model provider only if you want one.',
  },
  {
    icon: Search,
    title: 'Root cause analysis',
    text: 'Describe a problem such as “why did revenue drop last week?”. The analyst finds the anomalous change, localizes the segments that explain it, tests hypotheses and reports a confidence.',
  },
  {
    icon: BarChart3,
    title: 'Exploratory data analysis',
    text: 'Profiles every column of a dataset, surfaces missing values, outliers and correlations, and charts what matters before you ask.',
  },
  {
    icon: Activity,
    title: 'Time series',
    text: 'Trend, seasonality, anomalies and forecasts over any dated metric, explained in plain words and drawn as interactive charts.',
  },
  {
    icon: Workflow,
    title: 'Open by default',
    text: 'OpenAI, Anthropic or any OpenAI-compatible endpoint can power the conversation, and external tools plug in through the Model Context Protocol.',
  },
];

const steps = [
  {
    title: 'Bring your data',
    text: 'Upload files, use the file manager or load a Google Sheet by its link.',
  },
  {
    title: 'Ask in plain language',
    text: 'Pick a mode — simple chat, tool enhanced, RCA, time series or EDA — and ask.',
  },
  {
    title: 'Act on the answer',
    text: 'Get tables, charts, findings and recommendations you can share and export.',
  },
];

export function AboutTab(actions: LandingActions) {
  return (
    <>
      <section className="page-hero">
        <div className="section-inner narrow">
          <span className="eyebrow">About us</span>
          <h1>We are building the analyst every team deserves</h1>
          <p className="section-lead">
            Business teams wait days for answers that sit in their own data. AI Analyst gives them an
            assistant that does the analysis itself — queries, statistics, forecasts and investigations — and
            explains the result in words anyone can act on. It runs where your data lives, so nothing has to
            leave your servers.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="pillars-title">
        <div className="section-inner">
          <div className="section-heading">
            <h2 id="pillars-title">What makes AI Analyst different</h2>
          </div>
          <FeatureCards items={pillars} />
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="steps-title">
        <div className="section-inner">
          <div className="section-heading">
            <h2 id="steps-title">How it works</h2>
          </div>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step-number" aria-hidden>
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ClosingCta {...actions} />
    </>
  );
}
