import { useEffect, useRef } from 'react';
import {
  Activity,
  BarChart3,
  Bell,
  Database,
  FileText,
  Search,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import '../carousel.css';

interface Capability {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}

const capabilities: Capability[] = [
  {
    icon: Search,
    title: 'Root cause analysis',
    text: 'Ask why a metric moved. The analyst finds the change, localizes the segments behind it and tests competing explanations.',
    points: ['Calibrated confidence', 'Findings and recommendations', 'Export as JSON or PDF'],
  },
  {
    icon: Activity,
    title: 'Time series forecasting',
    text: 'Trend, seasonality and anomalies for any dated metric, with forecasts and their uncertainty.',
    points: ['Seasonal decomposition', 'Anomaly flags', 'Forecast intervals'],
  },
  {
    icon: BarChart3,
    title: 'Exploratory data analysis',
    text: 'Profile a new dataset in seconds: distributions, missing values, correlations and outliers.',
    points: ['Column profiles', 'Correlation maps', 'Data quality checks'],
  },
  {
    icon: Database,
    title: 'Questions in plain language',
    text: 'Ask in your own words; the analyst writes and runs the SQL over your data and shows its work.',
    points: ['CSV, Excel, JSON, Parquet', 'Google Sheets by link', 'Tables and charts'],
  },
  {
    icon: FileText,
    title: 'Automated reporting',
    text: 'Turn an investigation into a shareable report with the evidence, the charts and the next steps.',
    points: ['Shareable conversations', 'Report export', 'Consistent formatting'],
  },
  {
    icon: Bell,
    title: 'Real-time monitoring',
    text: 'Get notified the moment a long investigation finishes, and watch progress as it happens.',
    points: ['Live progress', 'Browser notifications', 'Activity log'],
  },
  {
    icon: Sparkles,
    title: 'Bring your own model',
    text: 'Works offline with the built-in analyst; plug in OpenAI, Anthropic or a local model when you want.',
    points: ['No API key required', 'OpenAI-compatible endpoints', 'MCP tools'],
  },
];

/**
 * A sticky section whose horizontal track moves as the page scrolls vertically. The section is
 * made exactly tall enough that the track reaches its end when the section scrolls out.
 */
export function CapabilityCarousel() {
  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const section = sectionRef.current;
    const viewport = viewportRef.current;
    const track = trackRef.current;
    const bar = barRef.current;
    if (!section || !viewport || !track || !bar) return;
    let distance = 0;
    let frame = 0;

    const update = () => {
      frame = 0;
      const scrollable = section.offsetHeight - window.innerHeight;
      const progress =
        scrollable > 0 ? Math.min(1, Math.max(0, -section.getBoundingClientRect().top / scrollable)) : 0;
      track.style.transform = `translate3d(${-progress * distance}px, 0, 0)`;
      bar.style.transform = `scaleX(${progress})`;
      bar.parentElement?.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const measure = () => {
      distance = Math.max(0, track.scrollWidth - viewport.clientWidth);
      section.style.height = `calc(100vh + ${distance}px)`;
      schedule();
    };

    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', measure);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section ref={sectionRef} className="carousel-section" aria-labelledby="carousel-title">
      <div className="carousel-sticky">
        <div className="section-inner carousel-heading">
          <span className="eyebrow">Capabilities</span>
          <h2 id="carousel-title">One analyst, every kind of question</h2>
          <p className="section-lead">
            Keep scrolling to walk through what the built-in analyst does with your data.
          </p>
        </div>
        <div ref={viewportRef} className="carousel-viewport">
          <div ref={trackRef} className="carousel-track">
            {capabilities.map(({ icon: Icon, title, text, points }, index) => (
              <article key={title} className="carousel-card">
                <div className="carousel-card-top">
                  <span className="feature-icon" aria-hidden>
                    <Icon size={20} />
                  </span>
                  <span className="carousel-index" aria-hidden>
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3>{title}</h3>
                <p>{text}</p>
                <ul>
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
        <div className="section-inner">
          <div
            className="carousel-progress"
            role="progressbar"
            aria-label="Capabilities viewed"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
          >
            <div ref={barRef} className="carousel-progress-bar" />
          </div>
        </div>
      </div>
    </section>
  );
}
