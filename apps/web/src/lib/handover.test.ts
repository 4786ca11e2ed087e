import { afterEach, describe, expect, it } from 'vitest';
import { handOver, peekHandedOver, takeHandedOver } from './handover';

afterEach(() => sessionStorage.clear());

describe('what a page hands to the next across a page load', () => {
  it('is read once', () => {
    handOver('email', 'rossi@example.it');
    expect(peekHandedOver('email')).toBe('rossi@example.it');
    expect(takeHandedOver('email')).toBe('rossi@example.it');
    expect(takeHandedOver('email')).toBe('');
  });

  it('meant for a page, reaches only that page; another page forgets it', () => {
    handOver('toast', 'Accesso eseguito', '/area-riservata/hub');
    expect(takeHandedOver('toast', '/area-riservata/hub')).toBe('Accesso eseguito');

    // The user left for another page before the hub had started.
    handOver('toast', 'Accesso eseguito', '/area-riservata/hub');
    expect(takeHandedOver('toast', '/area-riservata/invito/abc')).toBe('');
    expect(takeHandedOver('toast', '/area-riservata/hub')).toBe('');
  });

  it('handed over again without a page, reaches any page', () => {
    handOver('toast', 'Primo', '/area-riservata/hub');
    handOver('toast', 'Secondo');
    expect(takeHandedOver('toast', '/admin/hub')).toBe('Secondo');
  });
});
