import { Component, type ErrorInfo, type ReactNode } from 'react';
import { WifiOff } from 'lucide-react';
import { Button } from '../components/ui/button';

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to load or render. On phones the usual cause is a dropped connection while a
 * page's code downloads, so the message says so and offers a reload.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const isLoadError = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(this.state.error.message);
    return (
      <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 text-center">
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <WifiOff className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">
          {isLoadError ? 'This page did not load' : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-slate-600">
          {isLoadError
            ? 'Your connection may have dropped. Check it and try again.'
            : 'Please try again. If it keeps happening, contact support.'}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    );
  }
}
