// Standalone mode for the team that owns this remote: its pages without the shell.
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@qcard/kit/ui/standalone-app';
import remote from './app/remote-routes';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp remote={remote} />);
