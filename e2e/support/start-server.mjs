// One portal of a browser run, started by portal-server.ts on a copy of the seeded
// database (DATA_DIR). It stops with the test runner: when the runner's IPC channel
// closes (the runner ended, however it ended), the server stops as on SIGTERM.
process.env.DEMO_DATA ??= 'false';
process.env.LOG_LEVEL ??= 'warn';
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
await import('../../apps/api/src/server.ts');
