import { Activity, BarChart3, MessageSquare, Search, Wrench, type LucideIcon } from 'lucide-react';

interface Capability {
  icon: LucideIcon;
  title: string;
  description: string;
}

const capabilities: Capability[] = [
  {
    icon: Search,
    title: 'Root cause analysis',
    description: 'Ask why a metric moved and get the root cause, a confidence, findings and recommendations.',
  },
  {
    icon: Activity,
    title: 'Time series analysis',
    description: 'Trends, seasonality, anomalies and forecasts over any dated metric.',
  },
  {
    icon: BarChart3,
    title: 'Exploratory data analysis',
    description: 'Profile a dataset: distributions, missing values, correlations and outliers.',
  },
  {
    icon: Wrench,
    title: 'Tool enhanced mode',
    description: 'The assistant runs SQL, aggregations and charts over your data to answer.',
  },
  {
    icon: MessageSquare,
    title: 'Simple chat',
    description: 'Plain questions and answers with the analyst, no tools involved.',
  },
];

/** Shown when no conversation is selected: what the assistant can do. */
export function ChatWelcome({ onStart }: { onStart?: () => void }) {
  return (
    <section className="chat-welcome" aria-labelledby="chat-welcome-title">
      <h2 id="chat-welcome-title">Welcome to AI Analyst</h2>
      <p className="chat-welcome-lead">
        Ask questions about your data in plain language. Choose how the analyst should work:
      </p>
      <ul className="capability-list">
        {capabilities.map(({ icon: Icon, title, description }) => (
          <li key={title} className="capability-item">
            <span className="capability-icon" aria-hidden>
              <Icon size={18} />
            </span>
            <div>
              <h3>{title}</h3>
              <p>{description}</p>
            </div>
          </li>
        ))}
      </ul>
      {onStart && (
        <button type="button" className="button button-primary button-lg" onClick={onStart}>
          Start New Conversation
        </button>
      )}
    </section>
  );
}
