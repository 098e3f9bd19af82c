import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadPersistedState } from './app/persistence';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

const store = makeStore(loadPersistedState(window.localStorage));

// As a transition, the first render yields to the browser every few milliseconds instead
// of holding the main thread for the whole tree (no long task while the page starts).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );
});
