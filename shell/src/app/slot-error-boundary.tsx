import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../features/errors/chunk-reload';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onChunkError?: (error: Error) => void;
  children: ReactNode;
}

/** Keeps a remote's failure inside its slot. */
export class SlotErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.warn('[slot] a remote failed to render', error);
    if (isChunkLoadError(error)) this.props.onChunkError?.(error);
  }

  override render() {
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }));
    return this.props.children;
  }
}
