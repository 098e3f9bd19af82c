import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadPersistedState } from './app/persistence';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

const store = makeStore(loadPersistedState(window.localStorage));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
