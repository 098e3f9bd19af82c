import { lazy, Suspense } from 'react';
import { useToastsWanted } from './toast';

const ToastArea = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastArea'));

/** Where toasts appear; its code loads with the first toast (see toast.ts). */
export function ToastHost() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
