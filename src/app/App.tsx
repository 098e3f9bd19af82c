import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';
import { ThemeBridge } from './ThemeBridge';
import type { createAppRouter } from './router';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <Provider store={store}>
      <ThemeBridge>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeBridge>
    </Provider>
  );
}
