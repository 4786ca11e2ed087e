// `npm run dev`: the API with reload on change (port 8000) and Vite with hot reload
// (port 5173) calling it; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NODE_ENV: 'development' };
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const web = spawn(join(root, 'node_modules/.bin/vite'), [], {
  cwd: join(root, 'apps/web'),
  env,
  stdio: 'inherit',
});
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, web])
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
