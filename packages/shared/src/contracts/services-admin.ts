// Contracts of this area's calls (zod schemas + inferred types).
export {};
