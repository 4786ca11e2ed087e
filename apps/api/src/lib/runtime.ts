/**
 * The portal runs on Node 24 LTS (decision 021). `npm start` and every `npm run` script get
 * it from the `node` package in node_modules/.bin; started by hand with an older Node, the
 * server says how to start it instead of failing later on a missing API.
 */
export const REQUIRED_NODE_MAJOR = 24;

export function runtimeProblem(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `Il portale richiede Node ${REQUIRED_NODE_MAJOR} LTS; questo è Node ${version}. ` +
    'Avvialo con `npm start` (o `npm run serve`), che usa il Node del progetto.'
  );
}
