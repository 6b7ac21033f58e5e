import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
