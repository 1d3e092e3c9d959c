import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { retryFilterSheet } from './lazy-filters';

interface Props {
  children: ReactNode;
  onClose: () => void;
}

interface State {
  failed: boolean;
  /** Drawn again from scratch on "Try again", so the sheet's code is asked for anew. */
  attempt: number;
}

/**
 * The filter sheet's code comes only when the sheet first opens, often on a phone that has just lost its
 * connection. Its failure stays here: the results on screen stay, with a note and "Try again", instead of
 * the page's error screen taking their place.
 */
export class FilterSheetBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Filters failed to open', error, info.componentStack);
  }

  private retry = () => {
    retryFilterSheet();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    return (
      <div role="alert" className="fixed inset-x-3 bottom-20 z-50 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:inset-x-auto sm:right-6 sm:w-96">
        <p className="flex items-start gap-2 text-sm text-slate-800">
          <WifiOff className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {offline ? 'The filters could not open: you are offline.' : 'The filters could not open. Check your connection.'}
        </p>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={this.props.onClose}>Close</Button>
          <Button size="sm" onClick={this.retry}>Try again</Button>
        </div>
      </div>
    );
  }
}

