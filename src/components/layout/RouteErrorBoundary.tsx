import { Box, Button, Container, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The route to guard: a crash anywhere inside shows the way home instead. */
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a crash in one route and shows a friendly way home instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page crashed:', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <RouteErrorMessage />;
  }
}

/** The message itself, also shown by stories. Uses a plain link so it works even if the router is the problem. */
export function RouteErrorMessage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Box role="alert">
        <Typography variant="h1" sx={{ fontSize: 40, mb: 2 }}>
          Well, that argument collapsed.
        </Typography>
        <Typography sx={{ mb: 3 }}>
          This page tripped over its own premises. It is our fault, not yours. Try again, or head home where the logic is sturdier.
        </Typography>
        <Button variant="contained" href="/">
          Take me home
        </Button>
      </Box>
    </Container>
  );
}
