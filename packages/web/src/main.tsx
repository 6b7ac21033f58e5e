import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, initialTheme } from './lib/theme';
import './styles/tokens.css';
import './styles/base.css';

// Set the theme before the first paint so a dark-mode user never sees a white flash.
applyTheme(initialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
