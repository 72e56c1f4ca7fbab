// The shell's build puts this module in place of the federation runtime's
// `plugins/snapshot/SnapshotHandler.js` (ADR 0034). Plain JavaScript: it imports the runtime core's own
// files through the `@mf-runtime-core-dist` alias that only the shell's build defines.
import {
  Global,
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from '@mf-runtime-core-dist/global.js';
import { error } from '@mf-runtime-core-dist/utils/logger.js';
import { PluginSystem } from '@mf-runtime-core-dist/utils/hooks/pluginSystem.js';

/**
 * What the runtime knows of a remote from the page's global snapshot (the original's function, unchanged:
 * `registerRemotes(..., { force: true })` uses it to forget a remote it replaces).
 * @param {{ name: string, version?: string }} moduleInfo
 * @param {{ name: string, options: { version?: string } }} origin
 */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

/**
 * The snapshot handler of a host that registers every remote by its entry script (`remoteEntry.js`) and
 * never calls `preloadRemote`: it keeps the state that `registerRemotes` and the plugin system read, and
 * leaves out loading `mf-manifest.json` snapshots, which this site never does.
 */
export class SnapshotHandler {
  /** @param {{ loaderHook: unknown, options: { name: string, version?: string } }} host */
  constructor(host) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({});
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = host;
    this.loaderHook = host.loaderHook;
  }

  /** @param {{ moduleInfo: { name: string } }} request */
  async loadRemoteSnapshotInfo({ moduleInfo }) {
    error(
      `Remote "${moduleInfo.name}": the shell loads remotes by their entry script only, not by manifest or preloadRemote (ADR 0034).`,
    );
  }

  /** @param {{ name: string, version?: string }} moduleInfo */
  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
