import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPersistedState } from './app/persistence';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

const store = makeStore(loadPersistedState(window.localStorage));
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
