import { Component, type ReactNode } from 'react';
import { InlineErrorText } from './inline-error-text';

/**
 * Keeps a failing part of a page to itself: without it, an error in the
 * lazily loaded form (or its chunk lost on a failing network) would take the whole page
 * away. The visitor reads what happened and can load the page again.
 */
export class SectionBoundary extends Component<{ what: string; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <InlineErrorText
        text={`${this.props.what} non si è caricato: controlla la connessione e ricarica la pagina.`}
        retryLabel="Ricarica la pagina"
        onRetry={() => window.location.reload()}
      />
    );
  }
}
