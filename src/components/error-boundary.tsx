import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
  /** What it holds, for the console: "Screen" unless said (a section, the summary's Markdown). */
  label?: string;
}

/** A render error replaces only this subtree; the caller keys it (e.g. by path) to reset on navigation. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept for whoever opens the console; the user sees the fallback.
    console.error(`${this.props.label ?? 'Screen'} crashed:`, error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
