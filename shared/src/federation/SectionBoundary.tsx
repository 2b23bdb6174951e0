import { css } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { theme } from '../theme/tokens';

export interface SectionBoundaryProps {
  children: ReactNode;
  /** Called when the reader asks to try again, before the children render anew. */
  onRetry?: () => void;
}

interface SectionBoundaryState {
  failed: boolean;
}

const box = css({
  margin: `${theme.space.md} 0`,
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  textAlign: 'center',
  p: { margin: `0 0 ${theme.space.md}` },
  button: {
    padding: `${theme.space.sm} ${theme.space.lg}`,
    border: 0,
    borderRadius: theme.radius.pill,
    background: theme.colors.brand,
    color: theme.colors.onBrand,
    font: 'inherit',
    cursor: 'pointer',
  },
});

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
    return (
      <div role="alert" css={box}>
        <p>यह हिस्सा अभी लोड नहीं हो सका।</p>
        <button type="button" onClick={this.retry}>
          फिर से कोशिश करें
        </button>
      </div>
    );
  }
}
