import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway PostgreSQL server: the URL of its `postgres` database, and how to stop it. */
export interface PostgresServer {
  url: string;
  stop: () => Promise<void>;
}

const OS_USER = 'postgres';

/**
 * The folder of initdb, pg_ctl and postgres: POSTGRES_BIN_DIR when set, else Debian's
 * /usr/lib/postgresql/15/bin, else the newest /usr/lib/postgresql/<version>/bin.
 */
function findBinDir(): string {
  const candidates: string[] = [];
  if (process.env.POSTGRES_BIN_DIR) candidates.push(process.env.POSTGRES_BIN_DIR);
  candidates.push('/usr/lib/postgresql/15/bin');
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  } catch {
    // No Debian PostgreSQL packages at all.
  }
  const found = candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((binary) => existsSync(path.join(dir, binary))),
  );
  if (!found) {
    throw new Error(
      `PostgreSQL binaries (initdb, pg_ctl, postgres) not found in ${candidates.join(', ')}. ` +
        'Install PostgreSQL (Debian: apt-get install postgresql-15) or set POSTGRES_BIN_DIR to the folder holding them.',
    );
  }
  return found;
}

/** A TCP port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its binaries run as the `postgres` OS user. */
async function asServerUser(binary: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', OS_USER, '--', binary, ...args]] : [binary, args];
  try {
    return await run(command, commandArgs, { encoding: 'utf8' });
  } catch (error) {
    const failure = error as Error & { stdout?: string; stderr?: string };
    throw new Error(
      `${path.basename(binary)} failed: ${failure.message}\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`.trim(),
    );
  }
}

async function osUserIds(user: string): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', user], { encoding: 'utf8' }),
    run('id', ['-g', user], { encoding: 'utf8' }),
  ]).catch(() => {
    throw new Error(`Running as root, PostgreSQL needs the OS user "${user}", which does not exist.`);
  });
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/**
 * Starts a PostgreSQL server in a fresh temp folder, on 127.0.0.1 and a free port, trusting local
 * connections. `stop` shuts it down at once and removes the folder.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const binDir = findBinDir();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-postgres-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  const pgCtl = path.join(binDir, 'pg_ctl');
  let started = false;

  const stop = async () => {
    if (started) {
      started = false;
      await asServerUser(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
      });
    }
    await fs.rm(folder, { recursive: true, force: true });
  };

  try {
    if (process.getuid?.() === 0) {
      const { uid, gid } = await osUserIds(OS_USER);
      await fs.chown(folder, uid, gid);
    }
    await asServerUser(path.join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    const options = `-k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c listen_addresses=127.0.0.1 -p ${port}`;
    started = true;
    await asServerUser(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]).catch(
      async (error: unknown) => {
        const log = await fs.readFile(logFile, 'utf8').catch(() => '');
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver log:\n${log}`);
      },
    );
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw new Error(`Could not start a throwaway PostgreSQL for the API tests:\n${(error as Error).message}`, {
      cause: error,
    });
  }
}
