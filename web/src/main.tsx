import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/base.css';
import './styles/layout.css';
import './styles/trading.css';
import './styles/account.css';
import './styles/public-frame.css';
import './styles/public-pages.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
