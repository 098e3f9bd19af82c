// A page that throws while rendering (a bad address, a bug) must not leave a blank window:
// the frame (navbar, footer) stays and the page's place says what happened, with a way on.
// The fallback's code loads only when it is needed, so every page's first download carries
// only this small class.
import { Component, lazy, Suspense, type ReactNode } from 'react';

const PageFailed = lazy(() => import(/* webpackChunkName: "page-failed" */ './PageFailed'));

type Props = { children: ReactNode; /** The page's address: a new one tries again. */ address: string };
type State = { failedAt?: string };

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    this.setState({ failedAt: this.props.address });
    console.error('a page failed to render', error);
  }

  override componentDidUpdate() {
    const { failedAt } = this.state;
    if (failedAt && failedAt !== this.props.address) this.setState({ failedAt: undefined });
  }

  override render() {
    if (this.state.failedAt === undefined) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageFailed />
      </Suspense>
    );
  }
}
