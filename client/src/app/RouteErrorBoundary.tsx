import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';

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
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary-text ring-1 ring-primary/30">
          <TriangleAlert className="size-7" aria-hidden />
        </span>
        <div role="alert">
          <h1 className="text-2xl font-bold tracking-tight">This page could not load</h1>
          <p className="mt-2 text-sm text-muted">Check your connection and try again, or reload the page.</p>
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden /> Try again
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </Card>
    </div>
  );
}
