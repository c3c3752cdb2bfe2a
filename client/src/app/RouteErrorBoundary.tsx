import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/ui/Button';
import { StatusCard } from '@/ui/StatusCard';

interface Props {
  children: ReactNode;
  /** Called before the page renders again: lets a page whose code failed to load fetch it anew. */
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/**
 * What the routed page shows when it throws, most often because its code could not be loaded (the connection
 * dropped, or a deploy replaced the files): the shell around it stays usable. Navigating elsewhere, or Try again,
 * renders the page anew. React reports the error on the console itself (the root's onCaughtError), once.
 */
export function RouteErrorBoundary({ children, onRetry }: Props) {
  const [location] = useLocation();
  return (
    <Boundary location={location} onRetry={onRetry}>
      {children}
    </Boundary>
  );
}

class Boundary extends Component<Props & { location: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props & { location: string }) {
    if (this.state.failed && previous.location !== this.props.location) this.retry();
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed onRetry={this.retry} />;
  }
}

function PageFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusCard
      icon={TriangleAlert}
      title="This page could not load"
      message="Check your connection and try again, or reload the page."
      alert
    >
      <Button onClick={onRetry}>
        <RotateCcw aria-hidden /> Try again
      </Button>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </StatusCard>
  );
}
