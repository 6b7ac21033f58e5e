import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors anywhere below it and shows an error page (Try Again, Reload Page) instead. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="error-page">
        <div className="error-card">
          <span className="error-icon" aria-hidden>
            <AlertTriangle size={28} />
          </span>
          <h1>Oops! Something went wrong</h1>
          <p>
            We&apos;re sorry, but something unexpected happened. Please try again, or reload the page if the
            problem continues.
          </p>
          <div className="error-actions">
            <button type="button" className="button button-primary" onClick={this.reset}>
              <RotateCcw size={16} aria-hidden /> Try Again
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => window.location.reload()}
            >
              <RefreshCw size={16} aria-hidden /> Reload Page
            </button>
          </div>
        </div>
      </main>
    );
  }
}
