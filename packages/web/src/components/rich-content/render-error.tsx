import { Component, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';

/** The inline failure notice of a renderer, e.g. 'Failed to render table'. */
export function RenderError({ message, detail }: { message: string; detail?: string }) {
  return (
    <div className="rc-error" role="alert">
      <AlertTriangle size={16} aria-hidden />
      <div>
        <p>{message}</p>
        {detail && <p className="rc-error-detail">{detail}</p>}
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** The failure text of this renderer, e.g. 'Failed to render chart'. */
  message: string;
  children: ReactNode;
}

/** Keeps one broken block from taking the message (or the page) down with it. */
export class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RenderError message={this.props.message} /> : this.props.children;
  }
}
