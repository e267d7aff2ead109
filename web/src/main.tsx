import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { must } from './shared/lib/must';
import './styles/base.css';
import './styles/layout.css';
import './styles/trading.css';
import './styles/account.css';
import './styles/public-frame.css';
import './styles/public-pages.css';

createRoot(must(document.getElementById('root'), 'the #root element of index.html')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
