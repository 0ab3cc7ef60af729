import { createRoot } from 'react-dom/client';
import '@qcard/shared/styles/tokens.css';
import '@qcard/shared/styles/base.css';
import './app/shell.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
