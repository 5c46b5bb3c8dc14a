import './app/first-paint-styles.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, restoreQueryCache } from './app/app.tsx';
import { initI18n } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
void Promise.all([initI18n(), restoreQueryCache()]).then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
