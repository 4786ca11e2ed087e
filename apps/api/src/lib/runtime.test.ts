import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, runtimeProblem } from './runtime';

describe('runtime check (decision 021)', () => {
  it('accepts Node 24 and later', () => {
    expect(runtimeProblem('24.11.0')).toBeNull();
    expect(runtimeProblem('26.1.0')).toBeNull();
  });

  it('refuses an older Node with an Italian message that says how to start', () => {
    expect(runtimeProblem('20.20.2')).toMatch(
      /richiede Node 24 LTS; questo è Node 20\.20\.2.*npm start/,
    );
  });

  it('runs the tests themselves on the required major', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR);
  });
});
