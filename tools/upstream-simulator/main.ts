import { SIMULATOR_MODES, SimulatorMode, startUpstreamSimulator } from './upstream-simulator';

/**
 * `npm run upstream:sim -- [--port 4010] [--host 127.0.0.1] [--mode healthy] [--delay-ms 10000]`
 * (a development tool, run with ts-node; it is not part of the build). Switch the mode of a
 * running simulator with `curl -X POST 'http://127.0.0.1:4010/__sim/mode?mode=slow&delayMs=8000'`.
 */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const mode = (argument('mode') ?? 'healthy') as SimulatorMode;
  if (!SIMULATOR_MODES.includes(mode) || mode === 'down') {
    process.stderr.write(
      `--mode must be one of: ${SIMULATOR_MODES.filter((m) => m !== 'down').join(', ')}\n`,
    );
    process.exit(1);
  }
  const port = Number(argument('port') ?? 4010);
  const delayMs = Number(argument('delay-ms') ?? 10_000);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !Number.isInteger(delayMs)) {
    process.stderr.write('--port and --delay-ms must be integers\n');
    process.exit(1);
  }
  const sim = await startUpstreamSimulator({ port, host: argument('host'), mode, delayMs });
  process.stdout.write(
    `Upstream simulator on ${sim.url} (mode ${sim.mode}); run the service with UPSTREAM_URL=${sim.url}\n`,
  );
  const stop = () => void sim.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
