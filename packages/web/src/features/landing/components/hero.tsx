import { ArrowRight, CheckCircle2, Sparkles } from 'lucide-react';
import type { LandingActions } from '../types';
import '../hero-preview.css';

/** The opening of the home tab: the promise, the two calls to action and a product preview. */
export function Hero({ openTab, startTrial }: LandingActions) {
  return (
    <section className="hero">
      <div className="hero-grid-bg" aria-hidden />
      <div className="section-inner hero-inner">
        <div className="hero-copy">
          <span className="hero-badge">
            <Sparkles size={14} aria-hidden /> Self-hosted · works offline · no API key needed
          </span>
          <h1>
            AI analysts that answer <span className="gradient-text">why</span>, not just what
          </h1>
          <p className="hero-lead">
            AI Analyst connects to your data and replaces hours of manual analysis with AI agents: root cause
            investigations, forecasts and exploratory analysis, in plain language, on your own infrastructure.
          </p>
          <div className="hero-actions">
            <button type="button" className="button button-primary button-lg" onClick={startTrial}>
              Start Free Trial <ArrowRight size={18} aria-hidden />
            </button>
            <button
              type="button"
              className="button button-secondary button-lg"
              onClick={() => openTab('about')}
            >
              Learn More
            </button>
          </div>
          <ul className="hero-notes">
            <li>
              <CheckCircle2 size={16} aria-hidden /> 14-day free trial
            </li>
            <li>
              <CheckCircle2 size={16} aria-hidden /> No credit card required
            </li>
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

const bars = [42, 48, 45, 52, 50, 55, 31, 29];

/** A static picture of a root cause answer, drawn with markup so it costs no image download. */
function HeroPreview() {
  return (
    <div className="hero-preview" aria-hidden>
      <div className="preview-window">
        <div className="preview-chrome">
          <span />
          <span />
          <span />
          <p>AI Analyst · RCA</p>
        </div>
        <div className="preview-body">
          <div className="preview-question">Why did revenue drop last week?</div>
          <div className="preview-answer">
            <div className="preview-answer-head">
              <strong>Root cause found</strong>
              <span className="preview-confidence">High · 92%</span>
            </div>
            <p>
              Revenue fell <b>38%</b> in week 7. The drop is concentrated in <b>EU · Mobile checkout</b>,
              where payment errors rose after the 3.2 release.
            </p>
            <div className="preview-chart">
              {bars.map((height, index) => (
                <span
                  key={index}
                  className={index >= 6 ? 'is-drop' : undefined}
                  style={{ height: `${height + 30}%` }}
                />
              ))}
            </div>
            <ul className="preview-findings">
              <li>EU mobile explains 81% of the change</li>
              <li>Desktop and other regions are stable</li>
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
