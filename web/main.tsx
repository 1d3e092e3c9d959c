import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app';
import { currentUserQuery } from './features/auth/api/current-user';
import { queryClient } from './lib/query-client';
import './styles.css';

// Ask who is signed in before React renders: on a slow link this overlaps the request with start-up work.
void queryClient.prefetchQuery(currentUserQuery);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
