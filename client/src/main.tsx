import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import './index.css';

// The Content-Security-Policy has no 'unsafe-eval', and zod otherwise tries `new Function` when it builds
// an object schema (the browser reports that as a violation). Every schema is built in a screen's chunk,
// loaded on demand after this line has run.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
