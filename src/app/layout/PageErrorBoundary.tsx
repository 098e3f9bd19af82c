// A page that throws while rendering (a bad address, a bug) must not leave a blank window:
// the frame (navbar, footer) stays and the page's place says what happened, with a way on.
// Every page's first download carries only this small class; the fallback's code and words
// load when a page has failed.
import { Component, lazy, type ReactNode } from 'react';

const PageFailed = lazy(() => import(/* webpackChunkName: "page-failed" */ './PageFailed'));

type Props = { children: ReactNode; /** The page's address: another one tries again. */ address: string };
type State = { address?: string; failed?: boolean };

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  // Going to another address clears a failure (React logs the error itself).
  static getDerivedStateFromProps({ address }: Props, state: State): State | null {
    return address === state.address ? null : { address, failed: false };
  }

  // While the fallback's code loads, the layout's Suspense around the page shows its loading state.
  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
