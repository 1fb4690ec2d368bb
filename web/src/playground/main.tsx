// Monaco's workers (the editor, JSON for variables and headers, GraphQL for completion and errors) as files this
// build emits beside the page: started from this server ('self'), never fetched from another host.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaygroundPage } from './PlaygroundPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlaygroundPage />
  </StrictMode>,
);
