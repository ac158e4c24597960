import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The remote's name, for the log. */
  remote: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's failure (load or render) inside its own area; the shell and nav keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[remotes] ${this.props.remote} failed:`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
