/**
 * Catches a part whose code failed to load (offline before the service worker saved it, or a
 * deploy that replaced the chunk). It says so, with a retry, or for a part whose absence breaks
 * nothing shows `fallback` instead; either way it tries the part again when the connection returns
 * (the failed load was forgotten). A class component because React has no hook for error boundaries.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from '../lib/load';

interface Props {
  /** What failed, for the message: 'this page', 'the menu'. */
  what?: string;
  /** Shown instead of the message: the part is an enhancement of what the page already shows. */
  fallback?: ReactNode;
  /** Clears the failure when this changes (the next page). */
  resetKey?: string;
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

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Box role="alert" px="6" py="10" textAlign="center">
        <Text mb="4">We couldn't load {this.props.what ?? 'this part of the page'}. Check your connection and try again.</Text>
        <Button onClick={this.retry}>Try again</Button>
      </Box>
    );
  }
}
