import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadError } from '../ui/LoadError';

export interface SectionBoundaryProps {
  children: ReactNode;
  /** Called when the reader asks to try again, before the children render anew. */
  onRetry?: () => void;
}

interface SectionBoundaryState {
  failed: boolean;
}

/**
 * Error boundary around one section or widget: when it fails (a remote is down, a page throws) the
 * rest of the site keeps working and the reader gets a Hindi message with a retry button.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Section failed to load', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadError onRetry={this.retry} />;
  }
}
