import { Component, type ReactNode } from 'react';
import { ScreenErrorPage } from '../status-pages.tsx';

interface Props {
  pathname: string;
  children: ReactNode;
}
interface State {
  pathname: string;
  error: unknown;
  failed: boolean;
}

/** Catches what a screen throws while rendering (or a page chunk that fails to load) until the address changes. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, error: null, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, error: null, failed: false };
  }

  override render() {
    return this.state.failed ? <ScreenErrorPage error={this.state.error} /> : this.props.children;
  }
}
