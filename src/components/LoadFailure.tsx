/**
 * Catches a part whose code failed to load (offline before the service worker saved it, or a
 * deploy that replaced the chunk): it says so, with a retry, and tries the part again when the
 * connection returns (the failed load was forgotten). The one failure display of every part loaded
 * late (island(), the pages). A class component because React has no hook for error boundaries.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from '../lib/load';

interface Props {
  /** What failed, for the message: 'this page', 'the menu'. */
  what: string;
  /** The whole page failed: the message stands in the page's place, clear of the fixed bar. */
  page?: boolean;
  /** Clears the failure when this changes (the next page). */
  resetKey?: string;
  /** Called once the failure shows (an island's region is then settled: lib/readiness). */
  onFailure?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

export class LoadFailure extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ failed: false });
  };

  /** Back online: only a boundary that shows a failure renders its part again. */
  private readonly retryOnline = () => {
    if (this.state.failed) this.retry();
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.retryOnline);
  }

  override componentDidUpdate(_: Props, previous: State): void {
    if (this.state.failed && !previous.failed) this.props.onFailure?.();
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Compact, as a part may stand in a bar or a footer.
    return (
      <Box role="alert" display="flex" flexWrap="wrap" alignItems="center" justifyContent="center" gap="3" px="4" py="3" textAlign="center" {...(this.props.page && { pt: '32', pb: '16' })}>
        <Text>We couldn't load {this.props.what}. Check your connection and try again.</Text>
        <Button size="sm" variant="outline" onClick={this.retry}>
          Try again
        </Button>
      </Box>
    );
  }
}
