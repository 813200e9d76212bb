/**
 * Catches a part whose code failed to load (offline before the service worker saved it, or a
 * deploy that replaced the chunk) and says so, with a retry, instead of leaving a blank screen.
 * A class component because React has no hook for error boundaries.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface Props {
  /** What failed, for the message: 'this page', 'the menu'. */
  what: string;
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

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Reloading is the sure retry: a browser may keep a failed module import failed for the document.
    return (
      <Box role="alert" px="6" py="10" textAlign="center">
        <Text mb="4">We couldn't load {this.props.what}. Check your connection and try again.</Text>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </Box>
    );
  }
}
